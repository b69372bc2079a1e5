import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, tab, test } from './fixtures'

const longDate = String.raw`\d{1,2} [A-Z][a-z]+ \d{4}`

/** Opens the storage dialog; its title changes on the delete step, so the dialog is found by role only. */
async function openStorageDialog(page: Page) {
  await page.getByRole('button', { name: /^Photos kept until / }).click()
  await expect(page.getByRole('dialog', { name: 'Your photo storage' })).toBeVisible()
  return page.getByRole('dialog')
}

async function confirmDeleteAll(page: Page, word: string) {
  const dialog = await openStorageDialog(page)
  await dialog.getByRole('button', { name: 'Delete all photos' }).click()
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill(word)
  await dialog.getByRole('button', { name: 'Delete all photos' }).click()
  return dialog
}

test.describe('the storage-status button', () => {
  const statuses = [
    { status: 'safe', scenarios: [], name: new RegExp(`^Photos kept until ${longDate}$`) },
    {
      status: 'warning',
      scenarios: ['storage:warning'],
      name: new RegExp(`^Photos will be deleted on ${longDate}$`),
    },
    { status: 'critical', scenarios: ['storage:critical'], name: /^Photos will be deleted in 12 days$/ },
    {
      status: 'extended',
      scenarios: ['storage:extended'],
      name: new RegExp(`^Storage extended until ${longDate}$`),
    },
  ]
  for (const { status, scenarios, name } of statuses) {
    test(`shows the ${status} status in words`, async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios, query: { ReactivationEnabled: 'false' } })
      await expect(page.getByRole('button', { name })).toBeVisible()
    })
  }

  test('is on the Albums tab too', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await expect(page.getByRole('button', { name: /^Photos kept until / })).toBeVisible()
  })

  test('opens the dialog that explains the storage period', async ({ page, openApp, contractCalls }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openStorageDialog(page)
    await expect(dialog.getByText(new RegExp(`^We'll keep your photos until ${longDate}\\.`))).toBeVisible()
    await expect(dialog.getByText(/18 months after your last order/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Export all photos' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(() => contractCalls.checked).toContain('photo-deletion.getAccountInformation')
  })

  test('offers no export when PhotoExportEnabled is off', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { PhotoExportEnabled: 'false' } })
    const dialog = await openStorageDialog(page)
    await expect(dialog.getByRole('button', { name: 'Delete all photos' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Export all photos' })).toHaveCount(0)
  })
})

test.describe('delete all photos', () => {
  test('typing DELETE deletes every photo and the library shows its empty state', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const dialog = await confirmDeleteAll(page, 'DELETE')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('All your photos have been deleted')).toBeVisible()
    await expect(page.getByText('Your photo library is empty')).toBeVisible()
    await expect(tab(page, 'Photos')).toHaveText('Photos0')
    await expect.poll(() => contractCalls.checked).toContain('photos.deleteAllPhotos')
  })

  test('another word is refused with the message next to the field, and nothing is deleted', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await confirmDeleteAll(page, 'Delete')
    const field = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' })
    const summary = dialog.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await summary.getByRole('link', { name: 'Please type DELETE exactly as shown to confirm' }).click()
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Please type DELETE exactly as shown to confirm')
    await page.reload()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
  })

  test.describe('when the deletion fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed: DELETE \/photos\/photos\/all/ })

    test('the alert shows inside the dialog, which stays open with what was typed', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:photo-delete-all'] })
      const dialog = await confirmDeleteAll(page, 'DELETE')
      await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted')
      await expect(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveValue('DELETE')
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
    })
  })
})

test.describe('export all photos', () => {
  test('says the export is being processed', async ({ page, openApp, contractCalls }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openStorageDialog(page)
    await dialog.getByRole('button', { name: 'Export all photos' }).click()
    await expect(dialog.getByText("We're processing your export")).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => contractCalls.checked).toContain('exports.createBackup')
  })

  test('goes to the export page when the export is READY at once', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', scenarios: ['export:ready-immediately'] })
    const dialog = await openStorageDialog(page)
    await dialog.getByRole('button', { name: 'Export all photos' }).click()
    await expect(page).toHaveURL(/\/my-photos\/exports\/[0-9a-f-]{36}(\?|$)/)
  })

  test.describe('when the request fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed: POST \/exports\/backups/ })

    test('shows the failure with a link to the library', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:export-create'] })
      const dialog = await openStorageDialog(page)
      await dialog.getByRole('button', { name: 'Export all photos' }).click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText("We've run into a problem exporting your photos...")
      await alert.getByRole('link', { name: 'Go to my photo library' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/my-photos\/photos/)
    })
  })
})

test.describe('the reactivation modal', () => {
  const title = 'Your photos will soon be deleted'
  /** The session key the modal sets when it opens; it is set before the modal's code has loaded. */
  const shownThisSession = (page: Page) =>
    page.evaluate(() => sessionStorage.getItem('reactivationModalShown'))

  test('opens by itself once per session when deletion is less than a month away', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', scenarios: ['storage:critical'] })
    const modal = page.getByRole('dialog', { name: title })
    await expect(modal).toBeVisible()
    expect(await shownThisSession(page)).toBe('true')
    await expect(modal.getByText(new RegExp(`^Your photos will be deleted on ${longDate}\\.$`))).toBeVisible()
    await expect(modal.getByRole('link', { name: 'Place an order' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.[^/]+\/products$/,
    )
    await expect(modal.getByRole('button', { name: 'Export all photos' })).toBeVisible()
    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toBeHidden()

    await tab(page, 'Albums').click()
    await expect(page.getByRole('button', { name: /^Photos will be deleted in / })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: /^Photos will be deleted in / })).toBeVisible()
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
  })

  test('stays closed when ReactivationEnabled is off', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      scenarios: ['storage:critical'],
      query: { ReactivationEnabled: 'false' },
    })
    await expect(page.getByRole('button', { name: /^Photos will be deleted in / })).toBeVisible()
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
    expect(await shownThisSession(page)).toBeNull()
  })

  test('stays closed when the status is only a warning', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', scenarios: ['storage:warning'] })
    await expect(page.getByRole('button', { name: /^Photos will be deleted on / })).toBeVisible()
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
    expect(await shownThisSession(page)).toBeNull()
  })
})

test('the status button, the dialog and the reactivation modal have no accessibility violations', async ({
  page,
  openApp,
}) => {
  const violations = () => axeViolations(page)
  await openApp({ persona: 'consumer', scenarios: ['storage:critical'] })
  const reactivation = page.getByRole('dialog', { name: 'Your photos will soon be deleted' })
  await expect(reactivation).toBeVisible()
  expect(await violations()).toEqual([])
  await reactivation.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: /^Photos will be deleted in / }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Delete all photos' }).click()
  await dialog.getByRole('button', { name: 'Delete all photos' }).click()
  await expect(dialog.getByRole('region', { name: 'There is a problem' })).toBeFocused()
  expect(await violations()).toEqual([])
})

test.describe('in Dutch (nl-NL)', () => {
  test('the status, the dialog and the localised confirmation word', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', locale: 'nl-NL' })
    await expect(tab(page, 'Foto’s')).toHaveText('Foto’s37')
    await page.getByRole('button', { name: /^Foto’s bewaard tot \d{1,2} [a-z]+ \d{4}$/ }).click()
    await expect(page.getByRole('dialog', { name: 'Opslag van je foto’s' })).toBeVisible()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Alle foto’s verwijderen' }).click()
    await expect(page.getByRole('dialog', { name: 'Alle foto’s verwijderen' })).toBeVisible()
    const field = dialog.getByRole('textbox', { name: 'Typ VERWIJDEREN om te bevestigen' })
    await field.fill('DELETE')
    await dialog.getByRole('button', { name: 'Alle foto’s verwijderen' }).click()
    await expect(dialog.getByRole('region', { name: 'Er is een probleem' })).toBeFocused()
    await expect(field).toHaveAccessibleDescription(
      'Typ VERWIJDEREN precies zoals hier staat om te bevestigen',
    )
    await field.fill('VERWIJDEREN')
    await dialog.getByRole('button', { name: 'Alle foto’s verwijderen' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Je fotobibliotheek is leeg')).toBeVisible()
  })
})
