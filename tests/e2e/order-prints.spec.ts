import type { Page } from '@playwright/test'
import { type AppState, expect, test } from './fixtures'

type OpenApp = (state?: AppState) => Promise<void>

/** The prints editor of public/config.json (printsEditorUrl): outside the app, answered here by a stand-in page. */
const editorUrl = 'https://editor.photo-shop.example/prints'

async function standInEditor(page: Page) {
  await page.route(`${editorUrl}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Prints editor</title><h1>Editor</h1>',
    }),
  )
}

async function openAlbum(page: Page, openApp: OpenApp, name: string, state: AppState = {}) {
  await openApp({ persona: 'consumer', path: '/my-photos/albums', ...state })
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

const choices = (page: Page) =>
  page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox')
const confirmBar = (page: Page) => page.getByRole('toolbar', { name: 'Order photo prints' })

async function enterOrderPrintsMode(page: Page) {
  await page.getByRole('button', { name: 'Select' }).click()
  await page
    .getByRole('toolbar', { name: 'Selected photos' })
    .getByRole('button', { name: 'Order photo prints' })
    .click()
  await expect(confirmBar(page)).toBeVisible()
  await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden()
}

test.describe('Order prints from a selection', () => {
  test('sends the selection to the prints editor with PAP_910 after at least 3 seconds of overlay', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await standInEditor(page)
    await openAlbum(page, openApp, 'Family')
    await enterOrderPrintsMode(page)
    const proceed = confirmBar(page).getByRole('button', { name: /^Next: Customise/ })
    await expect(proceed).toHaveText('Next: Customise 0 photo prints')
    await expect(proceed).toBeDisabled()
    await choices(page).nth(0).click()
    await expect(proceed).toHaveText('Next: Customise 1 photo print')
    await choices(page).nth(1).click()
    await expect(proceed).toHaveText('Next: Customise 2 photo prints')
    await expect(proceed).toBeEnabled()

    const created = page.waitForResponse((response) => response.url().endsWith('/temp-selections'))
    const startedAt = Date.now()
    await proceed.click()
    const overlay = page.getByRole('dialog', { name: 'Adding 2 photos to editor...' })
    await expect(overlay).toBeVisible()
    const { tempSelectionId } = (await (await created).json()) as { tempSelectionId: string }
    // The selection exists at once; the overlay stays until 3 seconds have passed.
    await expect(overlay).toBeVisible()
    await page.waitForURL(`${editorUrl}?**`)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_000)
    const address = new URL(page.url())
    expect(Object.fromEntries(address.searchParams)).toEqual({
      channel: 'printbloom-gb',
      tempSelectionId,
      productCode: 'PAP_910',
    })
    await expect(page.getByRole('heading', { name: 'Editor' })).toBeVisible()
    await expect.poll(() => contractCalls.checked).toContain('temp-selections.createTempSelection')
  })

  test('Select all takes every photo of the album, Deselect all none', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Family')
    const count = Number((await page.locator('.album-stats').textContent())!.match(/^\d+/)![0])
    await enterOrderPrintsMode(page)
    await confirmBar(page).getByRole('button', { name: 'Select all', exact: true }).click()
    await expect(confirmBar(page)).toContainText(`${count} selected`)
    await expect(confirmBar(page).getByRole('button', { name: /^Next: Customise/ })).toHaveText(
      `Next: Customise ${count} photo prints`,
    )
    await expect(choices(page).and(page.locator('[aria-checked="true"]'))).toHaveCount(count)
    await confirmBar(page).getByRole('button', { name: 'Deselect all' }).click()
    await expect(confirmBar(page)).toContainText('0 selected')
    await expect(confirmBar(page).getByRole('button', { name: /^Next: Customise/ })).toBeDisabled()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirmBar(page)).toBeHidden()
    await expect(choices(page)).toHaveCount(0)
  })

  test('is not offered with OrderPrintsEnabled off', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Family', { query: { OrderPrintsEnabled: 'false' } })
    await page.getByRole('button', { name: 'Select' }).click()
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Order photo prints' })).toHaveCount(0)
  })

  test('in de-AT on Bildwerk, with its sales channel', async ({ page, openApp }) => {
    await standInEditor(page)
    await openApp({ brand: 'bildwerk-de', persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await page.getByRole('button', { name: 'Auswählen' }).click()
    await page.getByRole('button', { name: 'Fotoabzüge bestellen' }).click()
    const photos = page.getByRole('region', { name: 'Fotos in diesem Album' }).getByRole('checkbox')
    await photos.nth(0).click()
    await photos.nth(1).click()
    await page.getByRole('button', { name: 'Weiter: 2 Fotoabzüge gestalten' }).click()
    await expect(page.getByRole('dialog', { name: '2 Fotos werden zum Editor hinzugefügt…' })).toBeVisible()
    await page.waitForURL(`${editorUrl}?**`)
    const address = new URL(page.url())
    expect(address.searchParams.get('channel')).toBe('bildwerk-de')
    expect(address.searchParams.get('productCode')).toBe('PAP_910')
  })

  test.describe('when the photos cannot be handed over', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('the overlay closes and the toast says Error transferring photos. Try again.', async ({
      page,
      openApp,
    }) => {
      await openAlbum(page, openApp, 'Family', { scenarios: ['faults:temp-selection'] })
      await enterOrderPrintsMode(page)
      await choices(page).nth(0).click()
      await confirmBar(page).getByRole('button', { name: 'Next: Customise 1 photo print' }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Error transferring photos. Try again.' }),
      ).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}/)
      // Still in order-prints mode with the photo chosen, to try again.
      await expect(
        confirmBar(page).getByRole('button', { name: 'Next: Customise 1 photo print' }),
      ).toBeEnabled()
    })
  })
})
