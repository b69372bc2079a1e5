import { readFile } from 'node:fs/promises'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/** The downloads page's texts in the two locales the tests run in. */
const texts = {
  'en-GB': {
    title: 'Downloads',
    list: 'Your downloads',
    fallbackName: 'Download of 12 photos',
    counts: ['5 photos', '12 photos'],
    download: 'Download .zip',
    empty: 'You have no downloads yet',
    goToPhotos: 'Go to My photos',
    loadError: 'Error: Your downloads could not be loaded',
    tryAgain: 'Try again',
  },
  'fr-FR': {
    title: 'Téléchargements',
    list: 'Vos téléchargements',
    fallbackName: 'Téléchargement de 12 photos',
    counts: ['5 photos', '12 photos'],
    download: 'Télécharger le .zip',
    empty: 'Vous n’avez encore aucun téléchargement',
    goToPhotos: 'Aller à «\u00a0Mes photos\u00a0»',
    loadError: 'Erreur\u00a0: vos téléchargements n’ont pas pu être chargés',
    tryAgain: 'Réessayer',
  },
} as const

for (const [locale, t] of Object.entries(texts)) {
  test.describe(`the downloads page (${locale})`, () => {
    test("lists the consumer's 2 archives and saves one as a .zip", async ({
      page,
      openApp,
      contractCalls,
    }) => {
      const listed = page.waitForResponse(
        (response) => response.url().endsWith('/downloads/downloads') && response.status() === 200,
      )
      await openApp({ persona: 'consumer', locale, path: '/downloads' })
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      const items = page.getByRole('list', { name: t.list }).getByRole('listitem')
      await expect(items).toHaveCount(2)
      await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText('Summer picks')
      await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(t.fallbackName)
      await expect(items.nth(0)).toContainText(t.counts[0])
      await expect(items.nth(1)).toContainText(t.counts[1])
      const { items: archives } = (await (await listed).json()) as { items: { id: string }[] }

      const saved = page.waitForEvent('download')
      await items.nth(0).getByRole('button', { name: t.download }).click()
      const download = await saved
      expect(download.suggestedFilename()).toBe(`${archives[0]!.id}.zip`)
      const bytes = await readFile(await download.path())
      expect(bytes.subarray(0, 2).toString('latin1'), 'a zip file starts with PK').toBe('PK')
      // The contract check records a call once its answer is read: poll for it.
      await expect
        .poll(() => contractCalls.checked)
        .toEqual(expect.arrayContaining(['downloads.listDownloads', 'downloads.getDownloadUrl']))
    })

    test('shows the empty state to a new customer', async ({ page, openApp }) => {
      await openApp({ persona: 'new-customer', locale, path: '/downloads' })
      await expect(page.getByRole('heading', { level: 2, name: t.empty })).toBeVisible()
      await expect(page.getByRole('list', { name: t.list })).toHaveCount(0)
      await page.getByRole('link', { name: t.goToPhotos }).click()
      await expect(page).toHaveURL(/\/my-photos\/photos/)
    })

    test.describe('when the list fails', () => {
      test.use({
        expectedConsoleErrors: /status of 500|Request failed: GET \/downloads\/downloads \(status 500\)/,
      })

      test('shows the load error with Try again', async ({ page, openApp }) => {
        await openApp({
          persona: 'consumer',
          locale,
          path: '/downloads',
          scenarios: ['faults:downloads-load'],
        })
        const alert = page.getByRole('alert')
        await expect(alert).toContainText(t.loadError)
        await expect(page.getByRole('list', { name: t.list })).toHaveCount(0)
        await alert.getByRole('button', { name: t.tryAgain }).click()
        // The fault stays on: trying again fails the same way, and says so again.
        await expect(page.getByRole('alert')).toContainText(t.loadError)
      })
    })
  })
}

test.describe('the downloads page when an archive cannot be saved', () => {
  test.use({
    expectedConsoleErrors:
      /status of 500|Request failed: GET \/downloads\/downloads\/[^ ]*\/url \(status 500\)/,
  })

  test('shows the error toast, which closes with its button; no axe violations', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/downloads', scenarios: ['faults:download-url'] })
    const items = page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem')
    await expect(items).toHaveCount(2)
    expect(await axeViolations(page)).toEqual([])
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 })
      await items.nth(1).getByRole('button', { name: 'Download .zip' }).click()
      await expect(toast).toContainText('Error: Your photos could not be downloaded')
      // The pointer on the toast pauses its 5 s timer while axe looks.
      await toast.hover()
      expect(await axeViolations(page)).toEqual([])
      await toast.getByRole('button', { name: 'Close notification' }).click()
      await expect(toast).toHaveCount(0)
    }
  })
})

test('the empty state in German names the page as German writes it, in quotes (issue 16)', async ({
  page,
  openApp,
}) => {
  await openApp({ persona: 'new-customer', locale: 'de-AT', path: '/downloads' })
  await expect(page.getByText('Wählen Sie unter „Meine Fotos“ die gewünschten Fotos aus')).toBeVisible()
  await page.getByRole('link', { name: 'Zu „Meine Fotos“' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Fotos' })).toBeVisible()
})
