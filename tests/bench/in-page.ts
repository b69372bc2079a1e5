// What the bench runs inside the page. Every function here is serialised by Playwright and run in the browser, so
// it may use only its arguments, browser globals and `window.__bench` (set up by `instrumentPage`), nothing from
// this module's scope. Elements are found by the timeline's class names and roles only (`.timeline`, `.photo-cell`,
// `role=checkbox`), never by the virtual list's internals.

export interface Tile {
  /** Seen in the viewport in at least one frame. */
  shown: boolean
  /** In the viewport at the last frame sampled. */
  visible: boolean
  /** Its image had loaded at the last frame it was in the viewport. */
  loadedWhenLastSeen: boolean
  /** It left the viewport (scrolled out or unmounted) before its image had loaded. */
  leftBeforeLoading: boolean
}

export interface DeletionFrame {
  /** performance.now() at the start of the animation frame callback (the frame paints right after). */
  now: number
  /** Images of selected photos in the timeline's DOM. */
  present: number
  /** Checked cells in the timeline. */
  checked: number
  /** Every selected photo whose image was in the DOM before the click is in it again. */
  allBack: boolean
}

/** A long animation frame (over 50 ms) and where its time went (the long-animation-frame API). */
export interface LongFrame {
  start: number
  duration: number
  /** From the start of rendering (rAF callbacks, then style and layout, paint) to the end. */
  render: number
  /** Style and layout at the end of the frame. */
  styleAndLayout: number
  scripts: { source: string; duration: number; forcedStyleAndLayout: number }[]
}

export interface BenchGlobals {
  longTasks: { start: number; duration: number }[]
  longFrames: LongFrame[]
  /** The animation frame in which a timeline thumbnail was first loaded (ms after navigation start). */
  firstThumbnail?: number
  /** The frame in which every photo cell in the viewport first showed its loaded thumbnail. */
  screenOfThumbnails?: number
  thumbnailId: (src: string) => string | undefined
  onScreen: (element: Element) => boolean
  loaded: (image: HTMLImageElement) => boolean
  timelineImages: () => HTMLImageElement[]
  cellsOnScreen: () => Element[]
  /** Every photo cell in the viewport shows its loaded image (and there is at least one). */
  screenFull: () => boolean
  nextFrame: () => Promise<number>
  deletion?: {
    before: { present: number; checked: number }
    clickAt?: number
    frames: DeletionFrame[]
    deleteResponses: { end: number; status: number }[]
    stop: () => void
  }
}

declare global {
  interface Window {
    __bench: BenchGlobals
  }
}

/**
 * Init script for every document of a bench context: resource timing without the 250-entry cap, long tasks from the
 * start, helpers, and a frame-by-frame watch for the first thumbnail and the first full screen of thumbnails.
 * "Painted" is read at the start of an animation frame: an image that is loaded then is painted in that frame.
 */
export function instrumentPage(appHost: string): void {
  if (window.location.host !== appHost) return
  performance.setResourceTimingBufferSize(1_000_000)
  const longTasks: BenchGlobals['longTasks'] = []
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No long task API: the figure stays empty and the bench says so.
  }
  const longFrames: LongFrame[] = []
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & {
          renderStart: number
          styleAndLayoutStart: number
          scripts: {
            invoker: string
            sourceURL: string
            sourceFunctionName: string
            duration: number
            forcedStyleAndLayoutDuration: number
          }[]
        }
        const end = frame.startTime + frame.duration
        longFrames.push({
          start: frame.startTime,
          duration: frame.duration,
          render: frame.renderStart ? end - frame.renderStart : 0,
          styleAndLayout: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
          scripts: frame.scripts.map((script) => ({
            source: `${script.invoker} ${script.sourceFunctionName || ''} ${script.sourceURL.replace(/^.*\//, '')}`,
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
          })),
        })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // No long-animation-frame API (Chromium before 123): no breakdown.
  }
  const onScreen = (element: Element) => {
    const rect = element.getBoundingClientRect()
    return rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight
  }
  const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0
  const bench: BenchGlobals = {
    longTasks,
    longFrames,
    thumbnailId: (src) => {
      const match = /\/thumbnails\/([^/]+)\//.exec(src)
      return match ? decodeURIComponent(match[1]!) : undefined
    },
    onScreen,
    loaded,
    timelineImages: () => [...document.querySelectorAll<HTMLImageElement>('.timeline img')],
    // A '+N' cell holds a photo cell: count the outer one only.
    cellsOnScreen: () =>
      [...document.querySelectorAll('.timeline .photo-cell')].filter(
        (cell) => !cell.parentElement?.closest('.photo-cell') && onScreen(cell),
      ),
    screenFull: () => {
      const cells = bench.cellsOnScreen()
      return (
        cells.length > 0 &&
        cells.every((cell) => {
          const image = cell.querySelector('img')
          return image !== null && loaded(image)
        })
      )
    },
    nextFrame: () => new Promise((done) => requestAnimationFrame(done)),
  }
  window.__bench = bench
  const watch = (now: number) => {
    if (bench.firstThumbnail === undefined && bench.timelineImages().some(loaded)) bench.firstThumbnail = now
    if (bench.firstThumbnail !== undefined && bench.screenFull()) {
      bench.screenOfThumbnails = now
      return
    }
    if (now < 120_000) requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
}

/** Resolves once the timeline shows a full screen of loaded thumbnails and no skeleton cell is left in its DOM. */
export async function settle(timeoutMs: number): Promise<{ settled: boolean }> {
  const bench = window.__bench
  const deadline = performance.now() + timeoutMs
  let calm = 0
  while (performance.now() < deadline) {
    await bench.nextFrame()
    const full = bench.screenFull()
    const skeletons = document.querySelector('.timeline .photo-cell--skeleton') !== null
    calm = full && !skeletons ? calm + 1 : 0
    if (calm >= 5) return { settled: true }
  }
  return { settled: false }
}

/** Elements and images in the timeline region, and in the whole document. */
export function domCounts() {
  const timeline = document.querySelector('.timeline')
  return {
    timelineElements: timeline ? timeline.getElementsByTagName('*').length + 1 : 0,
    timelineImages: timeline ? timeline.getElementsByTagName('img').length : 0,
    documentElements: document.getElementsByTagName('*').length,
    documentImages: document.images.length,
  }
}

/** The app's JS files (same origin, .js) the page fetched, with when each finished, and the first thumbnail frame. */
export function scriptsFetched() {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  return {
    firstThumbnail: window.__bench.firstThumbnail,
    screenOfThumbnails: window.__bench.screenOfThumbnails,
    otherOrigins: entries
      .filter(
        (entry) => entry.initiatorType === 'script' && new URL(entry.name).origin !== window.location.origin,
      )
      .map((entry) => entry.name),
    scripts: entries
      .filter((entry) => {
        const url = new URL(entry.name)
        return url.origin === window.location.origin && url.pathname.endsWith('.js')
      })
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        end: entry.responseEnd,
      })),
  }
}

/**
 * Scrolls down through the timeline until `photos` distinct photos have been in its DOM (or the end is reached).
 * Each step moves the window to where the rows mounted below the viewport (the list's overscan) end, so every row
 * is mounted at some step, and waits until no mounted cell is a skeleton (its month's page has arrived; at most
 * 5 s), so the app has loaded every photo passed, as it would for someone scrolling through them.
 */
export async function scrollThroughPhotos(photos: number) {
  const bench = window.__bench
  const seen = new Set<string>()
  const startY = window.scrollY
  let steps = 0
  let stalls = 0
  const collect = () => {
    for (const image of bench.timelineImages()) {
      const id = bench.thumbnailId(image.src)
      if (id) seen.add(id)
    }
  }
  collect()
  const started = performance.now()
  while (seen.size < photos) {
    const before = window.scrollY
    let mountedBottom = window.innerHeight
    for (const item of document.querySelectorAll('.timeline__item')) {
      mountedBottom = Math.max(mountedBottom, item.getBoundingClientRect().bottom)
    }
    window.scrollBy(0, Math.max(Math.round(window.innerHeight * 0.9), Math.floor(mountedBottom) - 1))
    steps++
    // A stall, by the bench's definition: skeletons still there 5 s after the step (a figure, not a time limit).
    const stallAt = performance.now() + 5000
    let waiting = true
    while (waiting) {
      await bench.nextFrame()
      const skeletons = document.querySelector('.timeline .photo-cell--skeleton') !== null
      waiting = skeletons && performance.now() < stallAt
      if (skeletons && !waiting) stalls++
    }
    collect()
    if (window.scrollY === before) break
  }
  return {
    photos: seen.size,
    px: Math.round(window.scrollY - startY),
    steps,
    stalls,
    ms: Math.round(performance.now() - started),
  }
}

/**
 * Scrolls the window down at `pxPerSecond` for `ms`, one step per animation frame sized by the time since the last
 * frame (so the speed holds when frames are late). Each frame records its delta and which thumbnails are in the
 * viewport, and whether each was loaded; a tile that leaves the viewport unloaded is flagged.
 */
export async function scrollAtSpeed({ pxPerSecond, ms }: { pxPerSecond: number; ms: number }) {
  const bench = window.__bench
  const frames: number[] = []
  const tiles = new Map<string, Tile>()
  const sample = () => {
    const visibleNow = new Set<string>()
    for (const image of bench.timelineImages()) {
      const id = bench.thumbnailId(image.src)
      if (!id) continue
      const tile = tiles.get(id) ?? {
        shown: false,
        visible: false,
        loadedWhenLastSeen: false,
        leftBeforeLoading: false,
      }
      tiles.set(id, tile)
      if (bench.onScreen(image)) {
        visibleNow.add(id)
        tile.shown = true
        tile.visible = true
        tile.loadedWhenLastSeen = bench.loaded(image)
      }
    }
    for (const [id, tile] of tiles) {
      if (tile.visible && !visibleNow.has(id)) {
        tile.visible = false
        if (!tile.loadedWhenLastSeen) tile.leftBeforeLoading = true
      }
    }
  }
  const startY = window.scrollY
  const t0 = performance.now()
  let last: number | undefined
  let carry = 0
  await new Promise<void>((done) => {
    const step = (now: number) => {
      if (last !== undefined) {
        const delta = now - last
        frames.push(delta)
        carry += (pxPerSecond * delta) / 1000
        const whole = Math.floor(carry)
        carry -= whole
        window.scrollBy(0, whole)
      }
      last = now
      sample()
      if (performance.now() - t0 < ms) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  })
  const t1 = performance.now()
  const shown = [...tiles].filter(([, tile]) => tile.shown).map(([id]) => id)
  return {
    frames,
    px: Math.round(window.scrollY - startY),
    ms: Math.round(t1 - t0),
    shown,
    leftBeforeLoading: [...tiles].filter(([, tile]) => tile.leftBeforeLoading).map(([id]) => id),
    longTasks: bench.longTasks.filter((task) => task.start + task.duration > t0 && task.start < t1),
    longFrames: bench.longFrames.filter((frame) => frame.start + frame.duration > t0 && frame.start < t1),
  }
}

/** The same scrolling on a plain tall page without the app: what this machine's frames are like right now. */
export async function baselineFrames({ pxPerSecond, ms }: { pxPerSecond: number; ms: number }) {
  document.body.style.margin = '0'
  document.body.innerHTML = '<div style="height: 2000000px; background: linear-gradient(#fff, #ccd)"></div>'
  const frames: number[] = []
  const t0 = performance.now()
  let last: number | undefined
  await new Promise<void>((done) => {
    const step = (now: number) => {
      if (last !== undefined) {
        frames.push(now - last)
        window.scrollBy(0, Math.floor((pxPerSecond * (now - last)) / 1000))
      }
      last = now
      if (performance.now() - t0 < ms) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  })
  return frames
}

/**
 * Starts watching a deletion: which selected photos are in the timeline now, the time of the next click (the
 * Delete button), every animation frame after it (selected images present, checked cells, all back), and the
 * responses of DELETE …/photos (resource timing: responseEnd, status), until `stop()` or `maxMs`.
 */
export function watchDeletion({ selectedIds, maxMs }: { selectedIds: string[]; maxMs: number }) {
  const bench = window.__bench
  const selected = new Set(selectedIds)
  const snapshot = () => {
    const ids = new Set<string>()
    for (const image of bench.timelineImages()) {
      const id = bench.thumbnailId(image.src)
      if (id && selected.has(id)) ids.add(id)
    }
    return {
      ids,
      checked: document.querySelectorAll('.timeline [role="checkbox"][aria-checked="true"]').length,
    }
  }
  const first = snapshot()
  const beforeIds = [...first.ids]
  let running = true
  const deletion: NonNullable<BenchGlobals['deletion']> = {
    before: { present: first.ids.size, checked: first.checked },
    frames: [],
    deleteResponses: [],
    stop: () => {
      running = false
    },
  }
  bench.deletion = deletion
  document.addEventListener(
    'click',
    () => {
      deletion.clickAt ??= performance.now()
    },
    { capture: true },
  )
  const resources = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.initiatorType === 'fetch' && /\/photos$/.test(new URL(entry.name).pathname)) {
        deletion.deleteResponses.push({ end: entry.responseEnd, status: entry.responseStatus })
      }
    }
  })
  resources.observe({ type: 'resource' })
  const started = performance.now()
  const frame = () => {
    const now = performance.now()
    if (deletion.clickAt !== undefined) {
      const { ids, checked } = snapshot()
      deletion.frames.push({
        now,
        present: ids.size,
        checked,
        allBack: beforeIds.every((id) => ids.has(id)),
      })
    }
    if (running && now - started < maxMs) requestAnimationFrame(frame)
    else resources.disconnect()
  }
  requestAnimationFrame(frame)
  return deletion.before
}
