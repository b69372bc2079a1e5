import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's violations on the page as it is now (the QA harness left out), one line each: rule and elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('#harness-root').analyze()
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
