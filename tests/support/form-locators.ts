import type { Locator, Page } from '@playwright/test'

/** A text field by its exact label, on the page or within a part of it (a dialog, a section). */
export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true })
}

/** The error summary a form shows above its fields when it is sent with mistakes (the form kit's region). */
export function errorSummary(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: 'There is a problem' })
}
