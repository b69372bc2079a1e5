import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** What a region of the page axe looks at: the whole page but the QA harness, or only what a selector matches. */
export interface AxeScope {
  include?: string
}

/**
 * axe's violations on the page as it is now (the QA harness left out), one line each: rule and elements.
 *
 * axe-core runs in the page itself, injected once per document and run again on the same copy: @axe-core/playwright
 * injected it afresh into every frame for each analysis and finished each run in a new blank page, which took
 * 4–6 s of the 2-core machine per analysis, most of the browser tests' axe time (the app has no frames;
 * docs/decisions/0031-browser-test-time.md).
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.evaluate(finishAnimations)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(runInjectedAxe, { include: scope.include })
}

/** Runs in the page: a toast still fading in fails colour contrast, so the page's finite animations finish first. */
export async function finishAnimations(): Promise<void> {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined)),
  )
}

/** Runs in the page, once `axe.source` is in it: the violations in scope, one line each. */
export async function runInjectedAxe({ include }: AxeScope): Promise<string[]> {
  const { axe: injected } = window as unknown as { axe: typeof axe }
  const context = include ? { include: [include] } : { exclude: ['#harness-root'] }
  const results = await injected.run(context, { resultTypes: ['violations'] })
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}

/**
 * axe's violations at 1280 and at 375 px wide, on the page as it is now (the layout changes between them, the
 * state does not), each line marked with its width; the page is left at 1280 px.
 */
export async function axeViolationsAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    found.push(...(await axeViolations(page)).map((violation) => `${width} px: ${violation}`))
  }
  return found
}
