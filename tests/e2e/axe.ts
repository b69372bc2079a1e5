import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's violations on the page as it is now (the QA harness left out), one line each: rule and elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('#harness-root').analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}
