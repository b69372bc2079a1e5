// The photo library as a customer uses it, in every engine: the timeline, the date scrubber, the preview, selection
// with a range, Delete with Undo, an album and its preview, and adding photos from the device.
import { resolve } from 'node:path'
import { discoveryUrl } from '../../../src/app/platform/auth/provider-metadata'
import { progressFill } from '../../support/progress-fill'
import type { Deployment } from '../deployment'
import { expect, mockRequests, screenshotsDir, test } from '../fixtures'
import { actUntil, type Journey, until } from '../journey'
import { expectWholeScreen } from '../screen-checks'
import { openSignedIn } from './sign-in'
import { requestsArrived, requestsSoFar, theOneWrite } from './writes'

const timeline = (journey: Journey) => journey.role('region', 'Your photos by month')

const selecting = (journey: Journey) =>
  journey.run(() => document.querySelector('.library-toolbar [aria-pressed="true"]') !== null, undefined)

/**
 * Select, pressed once more if selection mode has not started a while after: WebKitGTK's driver has lost that first
 * click right after signing in (its screenshots show Select unpressed, with nothing in the page's errors), about one
 * run in ten of the full suite; never Chromium's or Firefox's. A customer presses again too; the test still fails
 * if selection mode never starts.
 */
async function pressSelect(journey: Journey) {
  await actUntil(
    'selection mode',
    () => journey.role('button', 'Select').click(),
    () => selecting(journey),
  )
}

/**
 * The scrubber's year pressed until the timeline shows a month of that year, once more if it has not a while after:
 * WebKitGTK's driver has lost that click too (the full run's screenshot showed the timeline where it was, nothing in
 * the page's errors). Pressing the same year again jumps to the same place; the test still fails if it never does.
 */
async function jumpToYear(journey: Journey, year: string) {
  const month = timeline(journey).role('heading', new RegExp(` ${year}$`), { level: 2 })
  await actUntil(
    `a month of ${year} after its year was pressed`,
    () => journey.text(year).click(),
    async () => (await month.count()) > 0,
  )
}

/**
 * Signed in on the timeline in selection mode: where the mock server's log stood before (production), the selection
 * toolbar and the photos' checkboxes.
 */
async function startSelecting(journey: Journey, deployment: Deployment) {
  await openSignedIn(journey, deployment, { path: '/my-photos/photos' })
  const since = deployment === 'production' ? await requestsSoFar(journey) : 0
  await pressSelect(journey)
  return {
    since,
    toolbar: journey.role('toolbar', 'Selected photos'),
    cells: timeline(journey).role('checkbox', /^Taken on /),
  }
}
const screenshot = (journey: Journey, deployment: string, name: string) =>
  `${screenshotsDir}/${journey.engine}-${deployment}-${name}`
const shot = (journey: Journey, deployment: string, name: string) =>
  journey.session.screenshot(`${screenshot(journey, deployment, name)}.png`)

/**
 * The preview is open and takes keys: focus has moved into it, which happens in the same render as its key listener
 * (use-preview-focus.ts, use-preview-keys.ts). WebKit once lost an arrow pressed as 'Photo 1 of …' first showed.
 * Answers the position it opened at ('Photo N of …'): against the production deployment another engine's journey may
 * have added photos to the same mock server's library since the list was drawn, so positions count from there.
 */
async function previewTakesKeys(journey: Journey): Promise<number> {
  const opened = await journey.waitInPage(
    'the preview’s position',
    () => {
      const match = /^Photo (\d+) of \d+$/.exec(
        document.querySelector('.photo-preview__position')?.textContent ?? '',
      )
      return match ? Number(match[1]) : null
    },
    undefined,
  )
  await journey.waitInPage(
    'focus in the preview',
    () => document.activeElement?.closest('.photo-preview') != null,
    undefined,
  )
  return opened
}

/** The preview shows the photo at this position. */
const atPosition = (journey: Journey, position: number) =>
  journey.text(new RegExp(`^Photo ${position} of \\d+$`)).shown()

test('the timeline scrolls, jumps to a year and opens the preview, which browses, informs and closes', async ({
  journey,
  deployment,
}) => {
  const beforeSignIn = deployment === 'production' ? await requestsSoFar(journey) : 0
  await openSignedIn(journey, deployment, { path: '/my-photos/photos' })
  await journey.role('heading', 'My photos', { level: 1 }).shown()
  if (deployment === 'production') {
    // The sign-in asked for the provider's discovery document once: nginx's preload of it and the app's own request
    // are one download, or the preload was left; never both (decision 0076, 'Not changed').
    const discovery = await requestsArrived(
      journey,
      'the discovery document',
      (request) => request.seq > beforeSignIn && request.path.endsWith(discoveryUrl('')),
    )
    expect(discovery, 'the discovery document, asked for on the sign-in').toHaveLength(1)
  }
  await timeline(journey)
    .role('link', /^Taken on /)
    .shown()
  // When the first thumbnail was there on a signed-in load, from the navigation's start (the HTTP cache warm): looked
  // for every 5 ms in the page, in every engine alike (WebKit's resource timing gives images no end).
  await journey.reload()
  const firstThumbnailMs = await journey.run(
    () =>
      new Promise<number>((resolve) => {
        const look = () => {
          const image = document.querySelector<HTMLImageElement>('main img[src]')
          if (image?.complete && image.naturalWidth > 0) resolve(Math.round(performance.now()))
          else setTimeout(look, 5)
        }
        look()
      }),
    undefined,
  )
  await journey.role('heading', 'My photos', { level: 1 }).shown()
  // The brand's messages came once in that load: the production HTML's preload of them taken up, not downloaded a
  // second time beside it as WebKit did while the preload was a CORS one (decision 0076). Resource timing lists each.
  const messagesLoads = await journey.run(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/locales/en-GB.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    undefined,
  )
  expect(messagesLoads).toEqual(deployment === 'production' ? ['link'] : ['fetch'])
  test.info().annotations.push({ type: 'first thumbnail', description: `${firstThumbnailMs} ms` })
  console.log(`first thumbnail, ${journey.engine}, ${deployment} build: ${firstThumbnailMs} ms`)
  await expectWholeScreen(journey, deployment, 'timeline')
  if (deployment === 'mocked') {
    // The QA harness tab reads bottom to top: its label stands upright, taller than wide, inside its tab (WebKit drew
    // it lying, then wider than the tab).
    const [tab, label] = await journey.run(
      () =>
        ['.harness__toggle', '.harness__toggle-label'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect()
          return { left: box.left, right: box.right, width: box.width, height: box.height }
        }),
      undefined,
    )
    expect(label!.height).toBeGreaterThan(label!.width * 3)
    expect(label!.left).toBeGreaterThanOrEqual(tab!.left)
    expect(label!.right).toBeLessThanOrEqual(tab!.right)
  }

  // Scrolling to the end shows the oldest month; the scrubber's years jump there and back to the newest.
  await journey.run(() => window.scrollTo(0, document.documentElement.scrollHeight), undefined)
  const slider = journey.role('slider', 'Jump to a date')
  await slider.shown()
  // The scrubber's year labels are drawn once the library's months are known, which may come after the slider.
  const years = await journey.waitInPage(
    'the scrubber’s years',
    () => {
      const labels = [...document.querySelectorAll('[aria-hidden]')]
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => /^(19|20)\d\d$/.test(text))
        .sort()
      return labels.length > 1 ? labels : null
    },
    undefined,
  )
  await jumpToYear(journey, years[0]!)
  await jumpToYear(journey, years.at(-1)!)

  // The grid's arrows move focus between its photos (photos/grid-arrow-keys.ts).
  const focusedPhoto = () =>
    journey.run(
      () => [...document.querySelectorAll('a.photo-cell')].indexOf(document.activeElement as Element),
      undefined,
    )
  // A photo on screen, focused and still focused when looked at again: in the full run WebKit once lost the focus
  // given to the grid's first cell, whose row the jump was still drawing, and the arrow then moved nothing.
  await journey.waitInPage(
    'a photo on screen keeping the focus',
    () => {
      const onScreen = [...document.querySelectorAll<HTMLElement>('a.photo-cell')].find((cell) => {
        const box = cell.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
      if (!onScreen) return null
      if (document.activeElement === onScreen) return true
      onScreen.focus()
      return null
    },
    undefined,
  )
  const focused = await focusedPhoto()
  await journey.press('ArrowRight')
  expect(await focusedPhoto()).toBe(focused + 1)
  await journey.press('ArrowLeft')
  expect(await focusedPhoto()).toBe(focused)

  // The preview: arrows browse, Info opens the details panel (arrows browse on under it, `i` toggles it), Escape closes
  // it, Back returns to the timeline.
  await timeline(journey)
    .role('link', /^Taken on /)
    .click()
  const opened = await previewTakesKeys(journey)
  await journey.press('ArrowRight')
  await atPosition(journey, opened + 1)
  await journey.role('button', 'Next photo').click()
  await atPosition(journey, opened + 2)
  await journey.press('ArrowLeft')
  await atPosition(journey, opened + 1)
  await expectWholeScreen(journey, deployment, 'preview')
  await journey.role('button', 'Info').click()
  await journey.role('dialog', 'Info').role('term').shown()
  // The upload's photos, asked of the photo service (GET /photos?uploadId), answered in this engine: tiles or none,
  // and every tile in view with its thumbnail drawn (a broken image is complete with no width).
  await journey.waitInPage(
    'the photos uploaded with this one, or none, in the panel, their thumbnails drawn',
    () => {
      const section = document.querySelector('.photo-details__upload')
      if (!section || section.querySelector('[role="alert"], [aria-busy="true"]')) return false
      if (!section.querySelector('.photo-details__none, button.photo-details__photo')) return false
      return [...section.querySelectorAll<HTMLImageElement>('button.photo-details__photo img')]
        .filter((image) => {
          const box = image.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
        })
        .every((image) => image.complete && image.naturalWidth > 0)
    },
    undefined,
  )
  await expectWholeScreen(journey, deployment, 'preview-info')
  // With the panel open the arrow keys still browse, the panel following; `i` closes it.
  await journey.press('ArrowRight')
  await atPosition(journey, opened + 2)
  await journey.role('dialog', 'Info').role('term').shown()
  await journey.press('i')
  await journey.role('dialog', 'Info').gone()
  await journey.press('i')
  await journey.role('dialog', 'Info').role('term').shown()
  await journey.press('Escape')
  await journey.role('dialog', 'Info').gone()
  // Closed by Escape, the panel takes its history entry back a moment later (ui/modal/use-back-closes.ts). Chromium's
  // Back, pressed before that, goes to the entry below the panel's as well, and the two land on the same one.
  await journey.waitInPage(
    "the panel's history entry to be taken back",
    () => !(window.history.state as { openDialogs?: unknown[] } | null)?.openDialogs?.length,
    undefined,
  )
  await journey.back()
  await journey.at(/\/my-photos\/photos$/)
  await journey.role('heading', 'My photos', { level: 1 }).shown()
})

test('a range of photos is chosen and deleted, and Undo brings them back without a deletion sent', async ({
  journey,
  deployment,
}) => {
  const { toolbar, cells } = await startSelecting(journey, deployment)
  // The mock server's log is shared by every journey before this one (and by a repeated run of it).
  const before = deployment === 'production' ? await requestsSoFar(journey) : 0
  await cells.click()
  // The range starts at the first photo, chosen before the range is asked for.
  await toolbar.text('1 selected').shown()
  if (journey.session.canShiftClick) {
    await cells.nth(3).click({ shift: true })
  } else {
    // WebKitGTK's driver drops Shift from a click: the keyboard's range. Once the grid's keys have come (its photos
    // then leave the tab order but one), focus on the photo chosen (WebKit does not focus a clicked button), the
    // arrows to the fourth photo from it, then Shift+Space. The photo chosen is found by its state, not as the
    // grid's first: the timeline may have drawn a row above the screen, which the click did not take.
    const photoCells = "[data-photo-grid] [role=checkbox][aria-label^='Taken on ']"
    await journey.waitInPage(
      'the grid’s keys',
      (selector) => document.querySelector(`${selector}[tabindex='-1']`) !== null,
      photoCells,
    )
    const chosenAt = await journey.run((selector) => {
      const photos = [...document.querySelectorAll<HTMLElement>(selector)]
      const chosen = photos.findIndex((photo) => photo.getAttribute('aria-checked') === 'true')
      photos[chosen]?.focus()
      return chosen
    }, photoCells)
    expect(chosenAt).toBeGreaterThanOrEqual(0)
    const focusedAt = () =>
      journey.run(
        (selector) => [...document.querySelectorAll(selector)].indexOf(document.activeElement as Element),
        photoCells,
      )
    // One arrow at a time, pressed once more if focus has not moved a while after: WebKitGTK's driver has lost an
    // arrow of three pressed in a row (a fresh clone's full run: focus never reached the fourth photo). A customer
    // presses again too; the test still fails if focus goes anywhere but the next photo.
    for (let step = 1; step <= 3; step++) {
      await actUntil(
        `photo ${step} from the one chosen focused`,
        async () => {
          if ((await focusedAt()) === chosenAt + step - 1) await journey.press('ArrowRight')
        },
        async () => (await focusedAt()) === chosenAt + step,
      )
    }
    await journey.press('Shift+Space')
  }
  await toolbar.text('4 selected').shown()
  await toolbar.role('button', 'Delete').click()
  const undo = journey.role('region', 'Notifications').role('button', 'Undo')
  await undo.click()
  await toolbar.gone()
  await timeline(journey)
    .role('link', /^Taken on /)
    .nth(3)
    .shown()
  if (deployment === 'production') {
    const deletions = (await mockRequests(journey)).filter(
      (request) => request.seq > before && request.method === 'DELETE',
    )
    expect(deletions.filter((request) => /photo/.test(request.path))).toEqual([])
  }
})

test('an album opens, and its preview browses and closes back to the album', async ({
  journey,
  deployment,
}) => {
  await openSignedIn(journey, deployment, { path: '/my-photos/albums' })
  await journey.role('link', /^Family \d/).click()
  await journey.role('heading', 'Family', { level: 1 }).shown()
  const cells = journey.role('region', 'Photos in this album').role('link')
  await cells.click()
  const opened = await previewTakesKeys(journey)
  await journey.press('ArrowRight')
  await atPosition(journey, opened + 1)
  await journey.press('Escape')
  await journey.role('heading', 'Family', { level: 1 }).shown()
  await expectWholeScreen(journey, deployment, 'album')
})

test('photos are added from the device, a JPEG and a HEIC', async ({ journey, deployment }) => {
  await openSignedIn(journey, deployment, { path: '/my-photos/photos' })
  const since = deployment === 'production' ? await requestsSoFar(journey) : 0
  const dialog = journey.role('dialog', 'Add photos')
  // Pressed once more if the dialog has not opened a while after: WebKitGTK's driver loses a first click right after
  // signing in, as it does Select's (pressSelect). The test still fails if the dialog never opens.
  await actUntil(
    'the Add photos dialog',
    () => journey.role('button', 'Add photos').click(),
    async () => (await dialog.count()) > 0,
  )
  await dialog.text('0 selected').shown()
  const files = ['beach.jpg', 'harbour.heic'].map((name) => resolve('tests/e2e/files', name))
  // The file input behind 'Choose photos': the button opens the system picker, which no driver can use.
  await journey.css('[data-testid="import-file-input"]', { hidden: true }).setFiles(files)
  await dialog.text('2 selected').shown()
  await dialog.role('list', 'Selected photos').role('img', 'harbour.heic').shown()
  await dialog.role('button', 'Next').click()
  await dialog.text('2 photos were added to your library').shown()
  // The overall bar drawn full, as it reports (it once stayed grey in every engine); its fill eases in over 0.2 s.
  await until('the overall progress bar drawn full', async () => {
    const fill = await journey.run(progressFill, 'All photos')
    return fill?.value === 100 && fill.drawn === 100
  })
  if (deployment === 'production') {
    const uploads = (await mockRequests(journey)).filter(
      (request) => request.seq > since && request.method === 'POST' && /\/uploads\?/.test(request.path),
    )
    expect(uploads.map((upload) => upload.body)).toEqual([
      expect.stringMatching(/^<[1-9]\d* bytes>$/),
      expect.stringMatching(/^<[1-9]\d* bytes>$/),
    ])
  }
  await shot(journey, deployment, 'import-done')
  await dialog.role('button', 'Done').click()
  await dialog.gone()
})

test('an album is created, renamed and deleted, each write sent once with its body', async ({
  journey,
  deployment,
}) => {
  const name = `Trip ${journey.engine} ${Date.now().toString(36)}`
  await openSignedIn(journey, deployment, { path: '/my-photos/albums' })
  const since = deployment === 'production' ? await requestsSoFar(journey) : 0
  await journey.role('button', 'New album').click()
  const create = journey.role('dialog', 'Create new album')
  await create.label('Album name').fill(name)
  await create.role('button', 'Create album').click()
  await journey.role('heading', name, { level: 1 }).shown()
  if (deployment === 'production') {
    expect(JSON.parse((await theOneWrite(journey, since, 'POST', /\/albums$/))!)).toMatchObject({
      albumName: name,
    })
  }

  await journey.role('heading', name, { level: 1 }).role('button', name).click()
  const edit = journey.role('dialog', 'Edit album name')
  await edit.label('Album name').fill(`${name} renamed`)
  await edit.role('button', 'Save').click()
  await journey.role('heading', `${name} renamed`, { level: 1 }).shown()
  if (deployment === 'production') {
    const body = await theOneWrite(journey, since, 'PATCH', /\/albums\/[0-9a-f-]{36}$/)
    expect(JSON.parse(body!)).toMatchObject({ name: `${name} renamed` })
  }

  await journey.role('button', 'Delete album').click()
  await journey.role('dialog', 'Delete album').role('button', 'Delete album').click()
  await journey.role('link', new RegExp(`^${name} renamed`)).gone()
  await journey.role('button', 'New album').shown()
  if (deployment === 'production') await theOneWrite(journey, since, 'DELETE', /\/albums\/[0-9a-f-]{36}$/)
})

test('a photo deleted and left behind is deleted at once, with its id sent once', async ({
  journey,
  deployment,
}) => {
  const { since, toolbar, cells } = await startSelecting(journey, deployment)
  await cells.click()
  await toolbar.role('button', 'Delete').click()
  await journey.role('region', 'Notifications').role('button', 'Undo').shown()
  // Leaving the photos within Undo's window sends the deletion at once.
  await journey
    .role('navigation', 'Photo library')
    .role('link', /^Albums/)
    .click()
  await journey.role('button', 'New album').shown()
  if (deployment === 'production') {
    const body = JSON.parse((await theOneWrite(journey, since, 'DELETE', /\/photos$/))!)
    expect(Object.values(body).flat()).toHaveLength(1)
  }
})

test('several photos download as one archive, announced over the push channel', async ({
  journey,
  deployment,
}) => {
  const { since, toolbar, cells } = await startSelecting(journey, deployment)
  await cells.click()
  await toolbar.text('1 selected').shown()
  await cells.nth(1).click()
  await toolbar.text('2 selected').shown()
  await toolbar.role('button', 'Download').click()
  // Selection mode lasts until the archive, announced over the push channel, is saved; against the HTTP mock server,
  // which had no push channel, it ended in 'Download failed'.
  await toolbar.gone()
  if (deployment === 'production') await theOneWrite(journey, since, 'POST', /\/downloads(\?|$)/)
})
