// Lighthouse's mobile profile (its 'mobileSlow4G' throttling constants) as the bench sets it on a page, and a page's
// requests as waves (waves.ts): what the mobile-network part (mobile-network.ts) and the route vitals (vitals.ts) on
// that profile share.
import type { CDPSession, Page } from '@playwright/test'
import { describeRequests, describeWaves, type TimedRequest, type WavedRequest, wavesOf } from './waves'

export const mobileProfile = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 740 },
}

export const mobileBudget = { firstThumbnailsMs: 3000, coldLcpMs: 2500, warmLcpMs: 1500, waves: 4 }

/** `BENCH_WATERFALLS=requests`: a waterfall printed request by request, each with its times and bytes. */
export const everyRequestPrinted = process.env.BENCH_WATERFALLS === 'requests'

/** A page's waterfall as printed: its waves up to `lastWave`, or under BENCH_WATERFALLS=requests every request. */
export function waterfallLines(waved: readonly WavedRequest[], lastWave: number): string[] {
  return everyRequestPrinted ? describeRequests(waved) : describeWaves(waved, lastWave)
}

/** Sets the profile on a page's target: Chromium keeps it across that page's navigations. */
export async function emulateMobile(cdp: CDPSession) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileProfile.latencyMs,
    // Bytes per second, as Lighthouse converts its kbps (× 1,024 / 8).
    downloadThroughput: (mobileProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (mobileProfile.uploadKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown })
}

/** Init script: room for every request of a page in the resource timing buffer (250 by default). */
export function keepEveryResourceTiming() {
  performance.setResourceTimingBufferSize(2000)
}

interface PageRequest extends TimedRequest {
  url: string
  /** Bytes over the network: 0 from the HTTP cache, headers only for a revalidation (304). */
  transferSize: number
  encodedBodySize: number
}

/** Runs in the page: the document and every resource it fetched, on the page's clock (ms after navigation start). */
function pageRequests(): Omit<PageRequest, 'name'>[] {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  return [...(navigation ? [navigation] : []), ...resources].map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: entry.responseEnd > 0 ? entry.responseEnd : undefined,
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
  }))
}

/**
 * A request's name in the waterfall: the app's files by path (a built file by `label`, e.g. its module), a service's
 * call by its path with ids as {id}.
 */
export function nameOf(url: string, appOrigin: string, label: (path: string) => string): string {
  const parsed = new URL(url)
  if (parsed.origin === appOrigin) return label(parsed.pathname)
  if (/\/thumbnails?\//.test(parsed.pathname)) return 'thumbnail'
  return parsed.pathname.replace(/\/[0-9a-f-]{16,}|\/\d+(?=\/|$)/gi, '/{id}')
}

export interface PageWaves {
  waved: WavedRequest[]
  requests: PageRequest[]
}

/**
 * The page's requests so far, each with its wave. On the profile every request over the network takes at least its
 * latency, so one that ended sooner was answered from the browser's cache.
 */
export async function wavesOfPage(
  page: Page,
  appOrigin: string,
  label: (path: string) => string = (path) => path,
): Promise<PageWaves> {
  const requests = (await page.evaluate(pageRequests)).map((request) => ({
    ...request,
    name: nameOf(request.url, appOrigin, label),
    // 0 from the cache, and also from another origin that sends no Timing-Allow-Origin: then unknown.
    bytes: request.transferSize > 0 ? request.transferSize : undefined,
    fromCache: request.end !== undefined && request.end - request.start < mobileProfile.latencyMs / 2,
  }))
  return { waved: wavesOf(requests), requests }
}

/** What a repeat visit fetched of the app's own files: from the cache, revalidated (304), or fetched again. */
export function repeatVisit(requests: PageRequest[], appOrigin: string) {
  const own = requests.filter(
    (request) => request.url.startsWith(`${appOrigin}/`) && request.end !== undefined,
  )
  const fromCache = own.filter((request) => request.transferSize === 0)
  const revalidated = own.filter(
    (request) => request.transferSize > 0 && request.transferSize < request.encodedBodySize,
  )
  const fetched = own.filter((request) => request.transferSize > 0 && !revalidated.includes(request))
  return { fromCache, revalidated, fetched }
}
