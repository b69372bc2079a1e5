import { expect, type Page } from '@playwright/test'

/** The selection toolbar and the preview's bottom bar, where the flags' actions show or not. */
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Selected photos' })
export const previewBar = (page: Page) => page.getByRole('group', { name: 'Photo actions' })

/** Starts selection mode and picks the first photo of the screen's grid. */
export async function selectFirstPhoto(page: Page) {
  await page.getByRole('button', { name: 'Select' }).click()
  await page
    .getByRole('checkbox', { name: /^Taken on / })
    .first()
    .click()
  await expect(toolbar(page)).toContainText('1 selected')
}

/** Opens the Photos screen's first photo in the full-screen preview. */
export async function openFirstPreview(page: Page) {
  await page
    .getByRole('region', { name: 'Your photos by month' })
    .getByRole('link', { name: /^Taken on / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//)
  await expect(previewBar(page).getByRole('button', { name: 'Delete' })).toBeVisible()
}
