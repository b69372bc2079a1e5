import type { Locator, Page } from '@playwright/test'
import { doubleTapWindowMs } from '../../src/app/photos/preview/preview-gestures'
import { axeViolations } from './axe'
import { type AppState, appUrl, expect, test } from './fixtures'
import { toastLayoutProblems } from './layout-check'
import { callMockService } from './mock-service'

interface ListedPhoto {
  imageId: string
  localFileName: string
}

/** The signed-in user's photos in the preview's default order (dateTaken, desc), asked of the mocks in the page. */
async function listPhotos(page: Page, limit = 100): Promise<ListedPhoto[]> {
  const { images } = await callMockService<{ images: ListedPhoto[] }>(
    page,
    'GET',
    `http://localhost:9090/photos/photos?limit=${limit}`,
  )
  return images.map(({ imageId, localFileName }) => ({ imageId, localFileName }))
}

// The consumer's seeded photos are the same in every fresh browser: read them once.
let consumerPhotos: ListedPhoto[] = []
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await page.goto(appUrl({ persona: 'consumer' }))
  consumerPhotos = await listPhotos(page)
  await page.close()
  expect(consumerPhotos).toHaveLength(37)
})

const photo = (index: number) => consumerPhotos[index]!
const previewPath = (index: number) => `/my-photos/photos/preview/${photo(index).imageId}`
const preview = (page: Page, index: number) => page.getByRole('region', { name: photo(index).localFileName })
const stage = (page: Page) => page.getByTestId('photo-preview-stage')
const image = (page: Page) => stage(page).getByRole('img')

async function openPreview(
  page: Page,
  openApp: (state?: AppState) => Promise<void>,
  index: number,
  state: AppState = {},
) {
  await openApp({ persona: 'consumer', path: previewPath(index), ...state })
  await expect(preview(page, index)).toBeVisible()
  await expect(image(page)).toBeVisible()
}

async function transformOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => (element as HTMLElement).style.transform)
}

test.describe('full-screen photo preview', () => {
  test('shows the photo full screen, without the page header, from its 1300 thumbnail', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openPreview(page, openApp, 1)
    await expect(image(page)).toHaveAttribute('src', /\/1300\.svg$/)
    await expect(image(page)).toHaveAccessibleName(photo(1).localFileName)
    await expect(page.getByText('Photo 2 of 37')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My photos' })).toHaveCount(0)
    await expect(preview(page, 1)).toBeFocused()
    for (const name of [
      'Back',
      'Previous photo',
      'Next photo',
      'Zoom',
      'Copy to album',
      'Delete',
      'Download',
    ])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy to album' })).toBeEnabled()
    await expect.poll(() => contractCalls.checked).toContain('photos.listPhotos')

    expect(await axeViolations(page)).toEqual([])
  })

  test('the arrow keys move between photos and Escape returns to the list with its query string', async ({
    page,
    openApp,
  }) => {
    await openPreview(page, openApp, 1, { query: { stripped: 'true' } })
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(new RegExp(`${previewPath(2)}\\?(.*&)?stripped=true`))
    await expect(preview(page, 2)).toBeVisible()
    await expect(page.getByText('Photo 3 of 37')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(preview(page, 0)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous photo' })).toBeDisabled()
    await page.keyboard.press('ArrowLeft')
    await expect(preview(page, 0)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/my-photos\/photos\?(.*&)?stripped=true/)
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    // Focus is on the cell of the photo shown last (the preview opened on another one).
    const cell = page
      .getByRole('region', { name: 'Your photos by month' })
      .getByRole('link', { name: /^Taken on / })
      .first()
    await expect(cell).toHaveAttribute('href', new RegExp(`^${previewPath(0)}\\?`))
    await expect(cell).toBeFocused()
  })

  test('sorted by date uploaded, it walks the timeline month by month', async ({ page, openApp }) => {
    // Uploads are seeded relative to today: on a pinned day the first five uploads always span three months.
    await openApp({ persona: 'consumer', clockAt: '2026-11-22T10:00:00Z' })
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Date uploaded (newest first)' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    const cells = timeline.getByRole('link', { name: /^Taken on / })
    // The consumer's first 5 photos span more than one month: stepping through them crosses a month boundary.
    await expect(cells.nth(4)).toBeVisible()
    await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    const shown = await cells.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await cells.first().click()
    await expect(image(page)).toBeVisible()
    for (const href of shown.slice(1, 5)) {
      await page.keyboard.press('ArrowRight')
      await expect(page).toHaveURL(new RegExp(href!.split('?')[0]!))
    }
    // The months the timeline has loaded are not asked for again (timeline-requests.spec.ts), nor is GET /photos.
    expect(asked).not.toContain('/photos/photos')
  })

  test('Escape leaves the preview alone while a modal is open', async ({ page, openApp }) => {
    await openPreview(page, openApp, 0)
    await page.evaluate(() => {
      const modal = document.createElement('div')
      modal.id = 'some-modal'
      modal.setAttribute('role', 'dialog')
      modal.setAttribute('aria-modal', 'true')
      document.body.append(modal)
    })
    await page.keyboard.press('Escape')
    await page.keyboard.press('ArrowRight')
    await expect(preview(page, 0)).toBeVisible()
    await page.evaluate(() => document.getElementById('some-modal')?.remove())
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/)
  })

  test('the arrow buttons move between photos and Back closes', async ({ page, openApp }) => {
    await openPreview(page, openApp, 35)
    const next = page.getByRole('button', { name: 'Next photo' })
    await next.click()
    await expect(preview(page, 36)).toBeVisible()
    await expect(page.getByText('Photo 37 of 37')).toBeVisible()
    await expect(next).toBeDisabled()
    await expect(next).toBeFocused()
    await page.getByRole('button', { name: 'Previous photo' }).click()
    await expect(preview(page, 35)).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/)
    // Focus on the photo's cell, near the end of the timeline.
    const cell = page
      .getByRole('region', { name: 'Your photos by month' })
      .getByRole('link')
      .and(page.locator(`[href^="${previewPath(35)}?"]`))
    await expect(cell).toBeFocused()
    await expect(cell).toBeInViewport()
  })

  test('a click zooms to 2.5x where it lands, dragging pans within the photo, a second click zooms out', async ({
    page,
    openApp,
  }) => {
    await openPreview(page, openApp, 0)
    const zoom = page.getByRole('button', { name: 'Zoom' })
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    const box = (await stage(page).boundingBox())!
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await page.mouse.click(centre.x, centre.y)
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    expect(await transformOf(image(page))).toContain('scale(2.5)')
    await expect.poll(() => image(page).evaluate((element) => element.getAnimations().length)).toBe(0)

    // Drag far to the left: the photo follows only until its right edge reaches the stage's.
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.down()
    await page.mouse.move(centre.x - 200, centre.y, { steps: 5 })
    await page.mouse.move(box.x + 5, centre.y, { steps: 5 })
    await page.mouse.up()
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    const panned = (await image(page).boundingBox())!
    expect(panned.x).toBeLessThan(box.x)
    expect(panned.x + panned.width).toBeGreaterThanOrEqual(box.x + box.width - 1)
    expect(panned.x + panned.width).toBeLessThan(box.x + box.width + 2)

    await page.mouse.click(centre.x, centre.y)
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    expect(await transformOf(image(page))).toBe('translate3d(0px, 0px, 0px) scale(1)')
    await expect(preview(page, 0)).toBeVisible()
  })

  test('an unknown photo id goes back to the list, keeping the query string', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      path: '/my-photos/photos/preview/no-such-photo',
      query: { stripped: 'true' },
    })
    await expect(page).toHaveURL(/\/my-photos\/photos\?(.*&)?stripped=true/)
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
  })

  test('Download saves that one photo under its file name', async ({ page, openApp }) => {
    await openPreview(page, openApp, 2)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe(photo(2).localFileName)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('Delete removes the photo without asking and shows the next one', async ({ page, openApp }) => {
    await page.clock.install()
    await openPreview(page, openApp, 4)
    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(page).toHaveURL(new RegExp(previewPath(5)))
    await expect(preview(page, 5)).toBeVisible()
    await expect(page.getByText('Photo 5 of 36')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(preview(page, 3)).toBeVisible()
    const sent = page.waitForResponse((response) => response.request().method() === 'DELETE')
    await page.clock.fastForward(5_000)
    expect((await sent).status()).toBe(200)
    expect((await listPhotos(page)).map((listed) => listed.imageId)).not.toContain(photo(4).imageId)
  })

  for (const [how, deleteShown] of [
    ['the Delete button', (page: Page) => page.getByRole('button', { name: 'Delete' }).click()],
    ['the Delete key', (page: Page) => page.keyboard.press('Delete')],
  ] as const)
    test(`deleted by ${how}: Undo in the toast brings the photo back into the preview, focus on it, and sends nothing`, async ({
      page,
      openApp,
    }) => {
      await page.clock.install()
      await openPreview(page, openApp, 4)
      let sent = false
      page.on('request', (request) => {
        if (request.method() === 'DELETE') sent = true
      })
      await deleteShown(page)
      await expect(preview(page, 5)).toBeVisible()
      await expect(page.getByText('Photo 5 of 36')).toBeVisible()
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
      await expect(toast).toContainText('Photo deleted')
      await toast.getByRole('button', { name: 'Undo' }).click()
      await expect(preview(page, 4)).toBeVisible()
      await expect(preview(page, 4)).toBeFocused()
      await expect(page).toHaveURL(new RegExp(previewPath(4)))
      await expect(page.getByText('Photo 5 of 37')).toBeVisible()
      await page.clock.fastForward(10_000)
      expect((await listPhotos(page)).map((listed) => listed.imageId)).toContain(photo(4).imageId)
      expect(sent).toBe(false)
    })

  test('the Undo toast sits above the action bar, never over its buttons, at every width', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openPreview(page, openApp, 4)
    await page.getByRole('button', { name: 'Delete' }).click()
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
    await expect(toast).toContainText('Photo deleted')
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 720 })
      await expect(toast).toBeVisible()
      await expect.poll(() => toastLayoutProblems(page), { message: `${width} px` }).toEqual([])
    }
  })

  test('Delete is optimistic: the next photo shows and the count drops before the server answers', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openPreview(page, openApp, 4, { scenarios: ['latency:photo-delete-slow'] })
    let answered = false
    page.on('response', (response) => {
      if (response.request().method() === 'DELETE') answered = true
    })
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(preview(page, 5)).toBeVisible()
    await expect(page.getByText('Photo 5 of 36')).toBeVisible()
    expect(answered).toBe(false)
    // Sent once Undo's 5 s have passed.
    await page.clock.fastForward(5_000)
    expect((await deleted).status()).toBe(200)
    await expect(preview(page, 5)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test.describe('when deleting fails', () => {
    test.use({
      expectedConsoleErrors: /status of 500|Request failed/,
    })

    test('the photo leaves at once, then comes back with the message where it was', async ({
      page,
      openApp,
    }) => {
      await page.clock.install()
      await openPreview(page, openApp, 4, { scenarios: ['latency:photo-delete-slow', 'faults:photo-delete'] })
      let answered = false
      page.on('response', (response) => {
        if (response.request().method() === 'DELETE') answered = true
      })
      await page.getByRole('button', { name: 'Delete' }).click()
      await expect(preview(page, 5)).toBeVisible()
      await expect(page.getByText('Photo 5 of 36')).toBeVisible()
      expect(answered).toBe(false)
      await page.clock.fastForward(5_000)
      const alert = page.getByRole('alert')
      await expect(alert).toHaveText('Error: Your photo could not be deleted')
      await expect(preview(page, 4)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(previewPath(4)))
      await expect(page.getByText('Photo 5 of 37')).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expect(preview(page, 5)).toBeVisible()
    })

    test('deleting the last photo closes the preview; the list says so and has the photo back', async ({
      page,
      openApp,
    }) => {
      // A library of one photo: the others deleted through the mocks, before the deletions start to fail (from a
      // page that shows no photos, so none of theirs is still loading).
      await page.clock.install()
      await openApp({ persona: 'consumer', path: '/settings' })
      await callMockService(page, 'DELETE', 'http://localhost:9090/photos/photos', {
        photoIds: consumerPhotos.slice(1).map((listed) => listed.imageId),
      })
      await openPreview(page, openApp, 0, { scenarios: ['latency:photo-delete-slow', 'faults:photo-delete'] })
      await expect(page.getByText('Photo 1 of 1')).toBeVisible()
      await page.getByRole('button', { name: 'Delete' }).click()
      await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/)
      await page.clock.fastForward(5_000)
      const timeline = page.getByRole('region', { name: 'Your photos by month' })
      await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveText(
        'Error: Your photo could not be deleted',
      )
      await expect(timeline.getByRole('link', { name: /^Taken on / })).toHaveCount(1)
    })

    test('says so inside the preview and keeps the photo', async ({ page, openApp }) => {
      await page.clock.install()
      await openPreview(page, openApp, 0, { scenarios: ['faults:photo-delete'] })
      await page.getByRole('button', { name: 'Delete' }).click()
      await page.clock.fastForward(5_000)
      const alert = page.getByRole('alert')
      await expect(alert).toHaveText('Error: Your photo could not be deleted')
      await expect(preview(page, 0).getByRole('alert')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(previewPath(0)))
      await alert.getByRole('button', { name: 'Close message' }).click()
      await expect(alert).toHaveCount(0)
    })
  })

  test('reads GET /photos in pages of 500, the spec’s page size for photos', async ({ page, openApp }) => {
    const listing = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/photos/photos',
    )
    await openPreview(page, openApp, 1)
    expect(new URL((await listing).url()).searchParams.get('limit')).toBe('500')
  })

  test('in a large library it reads on until it finds the photo, and loads more at the last loaded one', async ({
    page,
    openApp,
    browser,
  }) => {
    test.slow()
    // The same seed gives the same photos in every browser: read them in a page of their own.
    const helper = await browser.newPage()
    await helper.goto(appUrl({ persona: 'consumer', volume: 'thousands' }))
    const photos = await listPhotos(helper, 1000)
    await helper.close()
    // The preview reads 500 photos a page: the 1,000th is the last of its second page.
    const target = photos[999]!
    await openApp({
      persona: 'consumer',
      volume: 'thousands',
      path: `/my-photos/photos/preview/${target.imageId}`,
    })
    await expect(page.getByRole('region', { name: target.localFileName })).toBeVisible()
    await expect(page.getByText(/^Photo 1,000 of 3,\d{3}$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeEnabled()
    // The next photo is the first of the third page: the preview loads it on.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText(/^Photo 1,001 of 3,\d{3}$/)).toBeVisible()
    await expect(page.getByRole('region', { name: target.localFileName })).toHaveCount(0)
  })

  test('speaks the customer’s language (de-AT)', async ({ page, openApp }) => {
    await openPreview(page, openApp, 0, { locale: 'de-AT' })
    await expect(page.getByText('Foto 1 von 37')).toBeVisible()
    for (const name of [
      'Zurück',
      'Nächstes Foto',
      'Vergrößern',
      'In Album kopieren',
      'Löschen',
      'Herunterladen',
    ])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Nächstes Foto' }).click()
    await expect(page.getByText('Foto 2 von 37')).toBeVisible()
  })
})

test.describe('full-screen photo preview on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })

  /** A one-finger swipe on the stage, as pointer events of type touch. */
  async function swipe(page: Page, by: { x: number; y: number }) {
    const box = (await stage(page).boundingBox())!
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 3 }
    const at = (share: number) => ({
      pointerId: 11,
      pointerType: 'touch',
      isPrimary: true,
      clientX: start.x + by.x * share,
      clientY: start.y + by.y * share,
    })
    await stage(page).dispatchEvent('pointerdown', at(0))
    for (const share of [0.25, 0.5, 0.75, 1]) await stage(page).dispatchEvent('pointermove', at(share))
    await stage(page).dispatchEvent('pointerup', at(1))
  }

  /** Two taps gapMs apart; like a person's, the gesture starts past the double-tap window of the last one. */
  async function doubleTap(page: Page, gapMs = 0) {
    await stage(page).evaluate(
      async (element, { gap, windowMs }) => {
        const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))
        const tapped = window as { lastTapAt?: number }
        const sinceLastTap = performance.now() - (tapped.lastTapAt ?? Number.NEGATIVE_INFINITY)
        if (sinceLastTap <= windowMs) await pause(windowMs + 1 - sinceLastTap)
        const rect = element.getBoundingClientRect()
        const init = {
          bubbles: true,
          pointerId: 12,
          pointerType: 'touch',
          isPrimary: true,
          clientX: rect.left + rect.width / 2,
          clientY: rect.top + rect.height / 2,
        }
        const tap = () => {
          element.dispatchEvent(new PointerEvent('pointerdown', init))
          element.dispatchEvent(new PointerEvent('pointerup', init))
        }
        tap()
        if (gap) await pause(gap)
        tap()
        tapped.lastTapAt = performance.now()
      },
      { gap: gapMs, windowMs: doubleTapWindowMs },
    )
  }

  test('no arrows; swiping past 35% of the width changes photo, a short swipe does not', async ({
    page,
    openApp,
  }) => {
    await openPreview(page, openApp, 1)
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Previous photo' })).toBeHidden()
    const width = (await stage(page).boundingBox())!.width

    await swipe(page, { x: -0.3 * width, y: 0 })
    await expect(preview(page, 1)).toBeVisible()
    await swipe(page, { x: -0.5 * width, y: 10 })
    await expect(preview(page, 2)).toBeVisible()
    await swipe(page, { x: 0.5 * width, y: -10 })
    await expect(preview(page, 1)).toBeVisible()
    await swipe(page, { x: 0.5 * width, y: 0 })
    await expect(preview(page, 0)).toBeVisible()
  })

  test('swiping down past 35% of the height closes', async ({ page, openApp }) => {
    await openPreview(page, openApp, 0)
    const height = (await stage(page).boundingBox())!.height
    await swipe(page, { x: 0, y: 0.2 * height })
    await expect(preview(page, 0)).toBeVisible()
    await swipe(page, { x: 5, y: 0.5 * height })
    await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/)
  })

  test('+ zooms in and - zooms out, as the Zoom button does', async ({ page, openApp }) => {
    await openPreview(page, openApp, 4)
    const zoom = page.getByRole('button', { name: 'Zoom' })
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('+')
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    // Zoomed in already, + stays so; - zooms out, and again stays out.
    await page.keyboard.press('+')
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('-')
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('-')
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  })

  test('a double tap zooms in and out; taps 300 ms apart do not', async ({ page, openApp }) => {
    await openPreview(page, openApp, 0)
    const zoom = page.getByRole('button', { name: 'Zoom' })
    await doubleTap(page, 300)
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
    await doubleTap(page)
    await expect(zoom).toHaveAttribute('aria-pressed', 'true')
    expect(await transformOf(image(page))).toContain('scale(2.5)')
    // Zoomed, a horizontal drag pans instead of changing photo.
    await swipe(page, { x: -200, y: 0 })
    await expect(preview(page, 0)).toBeVisible()
    expect(await transformOf(image(page))).not.toContain('translate3d(0px, 0px, 0px)')
    await doubleTap(page)
    await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  })

  test('the bottom bar fits the small screen', async ({ page, openApp }) => {
    await openPreview(page, openApp, 0)
    for (const name of ['Copy to album', 'Delete', 'Download']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
  })
})
