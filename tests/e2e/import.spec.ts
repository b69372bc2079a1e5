import { copyFileSync, mkdtempSync, readFileSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { progressFill } from '../support/progress-fill'
import { collectUploadedIds } from '../support/uploaded-ids'
import { axeViolations } from './axe'
import { expect, tab, test } from './fixtures'

const fixture = (name: string) => join(import.meta.dirname, 'files', name)

/**
 * The fixture photos, copied and modified now: a photo without an EXIF date is dated by its file, and a checkout's
 * file times would put it in any month. "Now" is this runner's, which is the page's day (npm run test:dates fakes
 * both); the browser reads the copy's time from the file system, so the copy carries it.
 */
function files(...names: string[]): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'import-photos-'))
  const now = new Date()
  return names.map((name) => {
    const copy = join(folder, name)
    copyFileSync(fixture(name), copy)
    utimesSync(copy, now, now)
    return copy
  })
}

async function openImportModal(page: Page, name = 'Add photos') {
  await page.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The file input behind 'Choose photos' (the button opens the system picker, which a test cannot drive). */
const fileInput = (page: Page) => page.getByTestId('import-file-input')

test.describe('adding photos from the device', () => {
  test('refuses a .gif and a .txt by name, keeps the photos, and uploads them into the timeline', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const uploaded = collectUploadedIds(page)
    const dialog = await openImportModal(page)
    await expect(dialog.getByRole('tab', { name: 'My device' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByText('Or drag and drop your photos here.')).toBeVisible()
    await expect(dialog.getByText('0 selected')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()

    await fileInput(page).setInputFiles(files('beach.jpg', 'sunset.png'))
    await fileInput(page).setInputFiles(files('animation.gif', 'forest.jpg', 'notes.txt'))
    const refused = dialog.getByRole('alert')
    await expect(refused).toContainText(
      'animation.gif was not added: only HEIC, JPEG and PNG photos can be added.',
    )
    await expect(refused).toContainText(
      'notes.txt was not added: only HEIC, JPEG and PNG photos can be added.',
    )
    await expect(dialog.getByText('3 selected')).toBeVisible()
    const previews = dialog.getByRole('list', { name: 'Selected photos' }).getByRole('img')
    await expect(previews).toHaveCount(3)
    for (const preview of await previews.all()) {
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
    }

    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('3 photos were added to your library')).toBeVisible()
    await expect(dialog.getByRole('progressbar', { name: 'All photos' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    // Drawn as full as it says (the overall bar once stayed grey at 100 %); its fill eases in over 0.2 s.
    await expect.poll(() => page.evaluate(progressFill, 'All photos')).toEqual({ value: 100, drawn: 100 })
    await expect(dialog.getByText('Uploaded')).toHaveCount(3)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()

    await expect(tab(page, 'Photos')).toHaveText('Photos40')
    expect(uploaded).toHaveLength(3)
    for (const imageId of uploaded) {
      const thumbnail = page.locator(`.photo-cell img[src*="${imageId}"]`)
      await expect(thumbnail).toBeVisible()
      // The uploaded file itself (240 × 160), not a generated stand-in.
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
    }
    await expect.poll(() => contractCalls.checked).toContain('storage.uploadPhoto')
  })

  test('a HEIC photo is previewed in the picker, decoded, and shows its own thumbnail in the timeline', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const uploaded = collectUploadedIds(page)
    const dialog = await openImportModal(page)
    await fileInput(page).setInputFiles(files('harbour.heic'))
    await expect(dialog.getByText('1 selected')).toBeVisible()
    const preview = dialog
      .getByRole('list', { name: 'Selected photos' })
      .getByRole('img', { name: 'harbour.heic' })
    // Decoded by heic-to in the browser: a JPEG of the photo's own size (240 × 160).
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)

    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('1 photo was added to your library')).toBeVisible()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(tab(page, 'Photos')).toHaveText('Photos38')
    const thumbnail = page.locator(`.photo-cell img[src*="${uploaded[0]}"]`)
    await expect(thumbnail).toBeVisible()
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
  })

  test('shows each upload’s progress while the photos go up', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', scenarios: ['latency:uploads-slow'] })
    const dialog = await openImportModal(page)
    await fileInput(page).setInputFiles(files('beach.jpg', 'forest.jpg'))
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('Uploading: 0 of 2 photos done')).toBeVisible()
    await expect(dialog.getByRole('progressbar', { name: 'beach.jpg' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled()
    // Uploads cannot be abandoned half way: the modal stays open.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('2 photos were added to your library')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled()
  })

  test.describe('when an upload fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed: POST \/storage\/uploads/ })

    test('shows Retry for that photo while the others go up, and Retry uploads it', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:upload-once'] })
      const dialog = await openImportModal(page)
      await fileInput(page).setInputFiles(files('beach.jpg'))
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByText('1 photo could not be uploaded')).toBeVisible()
      await expect(dialog.getByText('Upload failed')).toBeVisible()
      await dialog.getByRole('button', { name: 'Retry beach.jpg' }).click()
      await expect(dialog.getByText('1 photo was added to your library')).toBeVisible()
      await expect(dialog.getByText('Upload failed')).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Done' }).click()
      await expect(tab(page, 'Photos')).toHaveText('Photos38')
    })

    test('the other photos still go up', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:upload-once'] })
      const dialog = await openImportModal(page)
      await fileInput(page).setInputFiles(files('beach.jpg'))
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByText('Upload failed')).toBeVisible()
      await dialog.getByRole('button', { name: 'Done' }).click()
      // beach.jpg has had its failure; forest.jpg fails once now, beach.jpg goes up beside it.
      const again = await openImportModal(page)
      await fileInput(page).setInputFiles(files('beach.jpg', 'forest.jpg'))
      await again.getByRole('button', { name: 'Next' }).click()
      await expect(again.getByText('1 photo was added to your library')).toBeVisible()
      await expect(again.getByRole('button', { name: 'Retry forest.jpg' })).toBeVisible()
      await expect(again.getByRole('button', { name: 'Retry beach.jpg' })).toHaveCount(0)
    })
  })

  test.describe('when the upload’s token is refused', () => {
    test.use({ expectedConsoleErrors: /status of 401/ })

    test('renews it and sends the photo once more, which goes up', async ({ page, openApp }) => {
      const sent: (string | null)[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/storage\/uploads\?/.test(request.url()))
          sent.push(request.headers().authorization ?? null)
      })
      await openApp({ persona: 'consumer', scenarios: ['fault:uploadPhoto:401'] })
      const dialog = await openImportModal(page)
      await fileInput(page).setInputFiles(files('beach.jpg'))
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByText('1 photo was added to your library')).toBeVisible()
      await expect(dialog.getByText('Upload failed')).toHaveCount(0)
      expect(sent).toHaveLength(2)
      expect(sent[1], 'the second upload carries the renewed token').not.toBe(sent[0])
    })
  })

  test('takes photos dropped on the drop zone', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openImportModal(page)
    const png = readFileSync(fixture('sunset.png')).toString('base64')
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer()
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }))
      transfer.items.add(new File(['not a photo'], 'dropped.txt', { type: 'text/plain' }))
      return transfer
    }, png)
    const dropZone = dialog.getByRole('region', { name: 'Drop your photos here' })
    await dropZone.dispatchEvent('dragenter', { dataTransfer })
    await expect(dropZone).toHaveClass(/import-drop--active/)
    await dropZone.dispatchEvent('drop', { dataTransfer })
    await expect(dialog.getByText('1 selected')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'dropped.png' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText('dropped.txt was not added')
  })

  test('the keyboard reaches the picker and Cancel closes the modal', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openImportModal(page)
    await dialog.getByRole('button', { name: 'Choose photos' }).focus()
    await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeFocused()
    await dialog.getByRole('tab', { name: 'My device' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('tab', { name: 'QR code' })).toHaveAttribute('aria-selected', 'true')
    // The first step's way out is named for what it does: there is nothing to go back to.
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(dialog).toBeHidden()
  })

  test('the modal passes axe with photos, a refusal and the QR tab', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openImportModal(page)
    await fileInput(page).setInputFiles(files('beach.jpg', 'notes.txt'))
    await expect(dialog.getByText('1 selected')).toBeVisible()
    const scan = async () => axeViolations(page, { include: 'dialog' })
    expect(await scan()).toEqual([])
    await dialog.getByRole('tab', { name: 'QR code' }).click()
    await expect(dialog.getByRole('img', { name: /^QR code/ })).toBeVisible()
    expect(await scan()).toEqual([])
  })

  test('there is no Add photos button when the upload view is off', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { UploadViewEnabled: 'false' } })
    await expect(page.getByRole('button', { name: 'Select' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(0)
  })

  test('speaks the storefront’s language', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-de', persona: 'consumer' })
    const dialog = await openImportModal(page, 'Fotos hinzufügen')
    await expect(dialog.getByRole('tab', { name: 'Mein Gerät' })).toBeVisible()
    await expect(dialog.getByText('Oder ziehen Sie Ihre Fotos hierher.')).toBeVisible()
    await fileInput(page).setInputFiles(files('beach.jpg', 'notes.txt'))
    await expect(dialog.getByText('1 ausgewählt')).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(
      'notes.txt wurde nicht hinzugefügt: Nur HEIC-, JPEG- und PNG-Fotos können hinzugefügt werden.',
    )
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Abbrechen', exact: true })).toBeVisible()
  })
})

test.describe('the QR code tab', () => {
  test('is there on large screens, with a code for the upload page', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const dialog = await openImportModal(page)
    await dialog.getByRole('tab', { name: 'QR code' }).click()
    const code = dialog.getByRole('img', { name: 'QR code to upload photos from your phone' })
    await expect(code).toBeVisible()
    await expect(code).toHaveAttribute(
      'data-url',
      'https://upload.printbloom.example/qr?userId=user-consumer&brand=printbloom-gb&locale=en-GB',
    )
  })

  test('is not there when QR upload is off', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { QrCodeUploadEnabled: 'false' } })
    const dialog = await openImportModal(page)
    await expect(dialog.getByRole('tab')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeVisible()
  })

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test('is not there, nor the drag-and-drop hint', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer' })
      const dialog = await openImportModal(page)
      await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeVisible()
      await expect(dialog.getByRole('tab')).toHaveCount(0)
      await expect(dialog.getByText('Or drag and drop your photos here.')).toHaveCount(0)
    })
  })

  test.describe('for a storefront without a QR upload page', () => {
    test.use({ expectedConsoleErrors: /Unable to find a QR Code Upload URL for this vendor/ })

    test('says so in the tab', async ({ page, openApp }) => {
      await openApp({ brand: 'fotofabriek-nl', persona: 'consumer', locale: 'en-GB' })
      const dialog = await openImportModal(page)
      await dialog.getByRole('tab', { name: 'QR code' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'Uploading from a phone is not available for this shop. Please add photos from this device.',
      )
    })
  })

  test.describe('with a base URL that does not parse', () => {
    test.use({ expectedConsoleErrors: /Unable to parse QR Code Upload URL\./ })

    test('says the code could not be made', async ({ page, openApp }) => {
      const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/config.json'), 'utf8'))
      await page.route('**/config.json', (route) =>
        route.fulfill({ json: { ...config, qrCodeUpload: { printbloom: 'upload.printbloom.example' } } }),
      )
      await openApp({ persona: 'consumer' })
      const dialog = await openImportModal(page)
      await dialog.getByRole('tab', { name: 'QR code' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'The QR code could not be created. Please try again later, or add photos from this device.',
      )
    })
  })
})

test.describe('the import over the push channel', () => {
  const importing = 'Your photos are being imported. This can take a few minutes.'
  /**
   * Resolves once the calls the page makes as it opens are answered (the menus' storefront configuration, the storage
   * period's account information) and no other fetch is on its way (a new customer's activation): awaited before the
   * clock jumps, or the jump passes their 15 s time limit while they travel (tests failed on a busy machine so, once
   * for each of those three).
   */
  const firstCallsAnswered = (page: Page) => {
    const travelling = new Set<Request>()
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) travelling.add(request)
    })
    const arrived = (request: Request) => travelling.delete(request)
    page.on('requestfinished', arrived)
    page.on('requestfailed', arrived)
    const known = Promise.all(
      ['/public-config/', '/accounts/getaccountinformation'].map((path) =>
        page.waitForResponse((response) => response.url().includes(path)),
      ),
    )
    return known.then(() => expect.poll(() => travelling.size).toBe(0))
  }

  test('activation: started, then finished; after 10 s the library is refreshed', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await page.clock.install()
    const callsAnswered = firstCallsAnswered(page)
    await openApp({ persona: 'new-customer' })
    await expect(page.getByRole('status').filter({ hasText: importing })).toBeVisible()
    // The mock says 'finished' 15 s after the activation: time enough to open the page on a slow machine.
    await callsAnswered
    await page.clock.fastForward(15_000)
    const finishing = page.getByText('Your photos have been imported and will appear in a moment.')
    await expect(finishing).toBeVisible()
    // Halfway through the 10 s wait it still shows; real time runs on too, so leave it room on a slow machine.
    await page.clock.fastForward(5_000)
    await expect(finishing).toBeVisible()
    await page.clock.fastForward(5_000)
    await expect(page.getByText('Your photos have been imported', { exact: true })).toBeVisible()
    await expect(finishing).toBeHidden()
    await expect
      .poll(() => contractCalls.checked)
      .toEqual(expect.arrayContaining(['photos.activateUser', 'photos.getActivationStatus']))
  })

  test('a library that is importing when the page opens shows the import at once', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    const callsAnswered = firstCallsAnswered(page)
    await openApp({ persona: 'consumer', scenarios: ['photos:importing'] })
    await expect(page.getByRole('status').filter({ hasText: importing })).toBeVisible()
    // The page's own calls answered first: a jump of the clock past their 15 s limit would time them out.
    await page.waitForLoadState('networkidle')
    await callsAnswered
    await page.clock.fastForward(15_000)
    await page.clock.fastForward(10_000)
    await expect(page.getByText('Your photos have been imported', { exact: true })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: importing })).toHaveCount(0)
  })

  test('an import error is said clearly, with a way to try again', async ({ page, openApp }) => {
    await page.clock.install()
    const callsAnswered = firstCallsAnswered(page)
    await openApp({ persona: 'new-customer', scenarios: ['photos:import-error'] })
    await expect(page.getByRole('status').filter({ hasText: importing })).toBeVisible()
    await callsAnswered
    await page.clock.fastForward(15_000)
    const alert = page.getByRole('alert').filter({ hasText: 'Your photos could not be imported.' })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: importing })).toHaveCount(0)
  })

  test('the QR tab shows the import while it is open', async ({ page, openApp }) => {
    await page.clock.install()
    const callsAnswered = firstCallsAnswered(page)
    await openApp({ persona: 'consumer', scenarios: ['photos:importing'] })
    const dialog = await openImportModal(page)
    await dialog.getByRole('tab', { name: 'QR code' }).click()
    await expect(dialog.getByRole('status')).toHaveText(importing)
    await callsAnswered
    await page.clock.fastForward(15_000)
    await expect(dialog.getByRole('status')).toHaveText(
      'Your photos have been imported and will appear in a moment.',
    )
  })
})
