// The mobile-network part of npm run bench (issue 40): the photos screen and every account route as a phone on a
// mobile network gets them. Lighthouse's mobile profile (its 'mobileSlow4G' throttling constants: 562.5 ms request
// latency, 1,474.56 kbps down, 675 kbps up; CPU 4× slower) at 375×740, through Chromium's network emulation, against
// the production build behind nginx with the deployment's own config.json (tests/support/mocked-deployment.ts): no
// request is routed by Playwright, so the HTTP cache works and a repeat visit is measured as customers get it.
import type { Browser, Page } from '@playwright/test'
import { scaledMs } from '../support/machine-factor'
import { serveMockedDeployment } from '../support/mocked-deployment'
import { portFor } from '../support/ports'
import {
  emulateMobile,
  everyRequestPrinted,
  keepEveryResourceTiming,
  mobileBudget,
  mobileProfile,
  nameOf,
  repeatVisit,
  waterfallLines,
  wavesOfPage,
} from './mobile-profile'
import { logNetwork } from './network-log'
import type { BenchResult } from './result'
import { openSession } from './session'
import { builtFiles, type MobileDeployment, routeVitals } from './vitals'
import { type WavedRequest, wavesBy, wavesOf } from './waves'

/**
 * The waves up to the first thumbnail: the wave of the thumbnail answered first (the first one painted may be seen a
 * frame before its resource timing ends); without one, the waves that had ended by the paint.
 */
function thumbnailWave({ waved, first }: { waved: WavedRequest[]; first: number }): number {
  const thumbnails = waved.filter((request) => request.name === 'thumbnail' && request.end !== undefined)
  const earliest = thumbnails.sort((a, b) => a.end! - b.end!)[0]
  return earliest ? earliest.wave : wavesBy(waved, first)
}

const round = (value: number) => Math.round(value)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Of several runs, the one whose first thumbnail came at the median, with every run's figure and its waves. */
function medianRun<Run extends { first: number; waved: WavedRequest[] }>(runs: Run[]) {
  const firsts = runs.map((run) => run.first)
  const chosen = runs[firsts.indexOf(median(firsts))]!
  return { chosen, firsts, waves: thumbnailWave(chosen) }
}

/** Cold navigations to the photos screen whose median is the figure (BENCH_MOBILE_NAVIGATIONS overrides; odd). */
const coldNavigations = Number(process.env.BENCH_MOBILE_NAVIGATIONS ?? 3)

/** A part that reports its figures from the mobile deployment. */
type MobilePart = (
  browser: Browser,
  appOrigin: string,
  mobile: MobileDeployment,
  outDir: string,
  report: (result: BenchResult) => void,
) => Promise<void>

/** The Consumer signed in on 100,000 photos, at the phone's viewport, against the mobile deployment. */
const phoneSession = (browser: Browser, appOrigin: string, mobile: MobileDeployment) =>
  openSession(browser, appOrigin, { volume: '100k', viewport: mobileProfile.viewport, ...mobile })

const firstThumbnailsOnMobile: MobilePart = async (browser, appOrigin, mobile, outDir, report) => {
  const session = await phoneSession(browser, appOrigin, mobile)
  const photosUrl = `${appOrigin}/my-photos/photos`
  const files = builtFiles(outDir)
  const load = async (page: Page) => {
    await page.goto(photosUrl)
    await page.waitForFunction(() => window.__bench.firstThumbnail !== undefined, undefined, {
      timeout: scaledMs(90_000),
    })
    const first = (await page.evaluate(() => window.__bench.firstThumbnail))!
    return { first, ...(await wavesOfPage(page, appOrigin, files.label)) }
  }
  try {
    await session.context.addInitScript(keepEveryResourceTiming)
    const colds: Awaited<ReturnType<typeof load>>[] = []
    let last: Page | undefined
    for (let run = 0; run < coldNavigations; run++) {
      await last?.close()
      last = await session.context.newPage()
      const cdp = await session.context.newCDPSession(last)
      await emulateMobile(cdp)
      await cdp.send('Network.clearBrowserCache')
      colds.push(await load(last))
    }
    const { chosen: cold, firsts, waves: coldWaves } = medianRun(colds)
    report({
      measure: 'mobile: first thumbnails, 100,000 photos, cold',
      value: round(cold.first),
      unit: 'ms',
      budget: `≤ ${mobileBudget.firstThumbnailsMs} ms`,
      pass: cold.first <= mobileBudget.firstThumbnailsMs,
      note: `median of ${coldNavigations} navigations with an empty HTTP cache (${firsts.map(round).join(', ')} ms)`,
    })
    report({
      measure: 'mobile: waves before the first thumbnails, cold',
      value: coldWaves,
      unit: '',
      budget: `≤ ${mobileBudget.waves}`,
      pass: coldWaves <= mobileBudget.waves,
      note: waterfallLines(cold.waved, coldWaves).join('\n    '),
    })
    // A repeat visit: the same page again, its HTTP cache as the first visit left it.
    const warm = await load(last!)
    const warmWaves = thumbnailWave(warm)
    const again = repeatVisit(warm.requests, appOrigin)
    report({
      measure: 'mobile: first thumbnails, 100,000 photos, warm',
      value: round(warm.first),
      unit: 'ms',
      budget: '-',
      note:
        `a repeat visit, ${warmWaves} waves: ${waterfallLines(warm.waved, warmWaves).join(everyRequestPrinted ? '\n    ' : '; ')}. The app's own ` +
        `files: ${again.fromCache.length} from the cache, ${again.revalidated.length} revalidated ` +
        `(${again.revalidated.map((r) => r.name).join(', ') || 'none'}), ${again.fetched.length} fetched again ` +
        `(${again.fetched.map((r) => r.name).join(', ') || 'none'})`,
    })
  } finally {
    await session.close()
  }
}

/**
 * A first visit that signs in (issue 40 point 4): a device that has not been here (no cookies, nothing stored, an empty
 * HTTP cache) opens the photos screen, goes to the identity provider, picks the persona at once, and comes back through
 * /signin-callback, where the code is exchanged for tokens. Timed from the first request to the first thumbnail, over
 * every document on the way (network-log.ts).
 */
const signInVisitOnMobile: MobilePart = async (browser, appOrigin, mobile, outDir, report) => {
  const session = await phoneSession(browser, appOrigin, mobile)
  const files = builtFiles(outDir)
  const visit = async () => {
    await session.context.clearCookies()
    const page = await session.context.newPage()
    await page.goto(`${appOrigin}/robots.txt`)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    const cdp = await session.context.newCDPSession(page)
    await emulateMobile(cdp)
    await cdp.send('Network.clearBrowserCache')
    const log = await logNetwork(cdp, (url) => nameOf(url, appOrigin, files.label))
    await page.goto(`${appOrigin}/my-photos/photos`)
    await page.getByRole('link', { name: 'Consumer', exact: true }).click({ timeout: scaledMs(90_000) })
    await page.waitForFunction(() => window.__bench.firstThumbnail !== undefined, undefined, {
      timeout: scaledMs(90_000),
    })
    const firstAt = await page.evaluate(() => performance.timeOrigin + window.__bench.firstThumbnail!)
    await page.close()
    const logged = log.requests().filter((request) => !request.url.startsWith('data:'))
    const origin = Math.min(...logged.map((request) => request.start))
    const waved = wavesOf(
      logged.map((request) => ({
        ...request,
        start: request.start - origin,
        end: request.end === undefined ? undefined : request.end - origin,
      })),
    )
    return { first: firstAt - origin, waved }
  }
  try {
    const visits: Awaited<ReturnType<typeof visit>>[] = []
    for (let run = 0; run < coldNavigations; run++) visits.push(await visit())
    const { chosen, firsts, waves } = medianRun(visits)
    report({
      measure: 'mobile: a first visit that signs in, to the first thumbnails',
      value: round(chosen.first),
      unit: 'ms',
      budget: '-',
      note: `median of ${coldNavigations} visits (${firsts.map(round).join(', ')} ms), the persona picked as soon as the provider's page shows`,
    })
    report({
      measure: 'mobile: waves of that visit before the first thumbnails',
      value: waves,
      unit: '',
      budget: '-',
      note: waterfallLines(chosen.waved, waves).join('\n    '),
    })
  } finally {
    await session.close()
  }
}

/**
 * The deployment behind nginx on a free port, its config.json naming a mock server on another one; the browser reaches
 * both through a TLS and HTTP/2 front, as customers reach a deployment through the CDN or load balancer that ends TLS
 * before nginx (README 'Deploying', decision 0062).
 */
async function onMobileDeployment(
  outDir: string,
  run: (appOrigin: string, mobile: MobileDeployment) => Promise<void>,
) {
  const port = await portFor('BENCH_MOBILE_PORT')
  const mockPort = await portFor('BENCH_MOBILE_MOCK_PORT')
  const appFront = await portFor('BENCH_MOBILE_TLS_PORT')
  const mockFront = await portFor('BENCH_MOBILE_MOCK_TLS_PORT')
  const appOrigin = `https://printbloom-gb.localhost:${appFront}`
  const mockOrigin = `https://127.0.0.1:${mockFront}`
  const nginx = await serveMockedDeployment({
    outDir,
    port,
    mockOrigin,
    tlsFronts: [
      { port: appFront, to: port },
      { port: mockFront, to: mockPort },
    ],
  })
  try {
    console.log(
      `    Lighthouse's mobile profile: ${mobileProfile.latencyMs} ms latency, ${mobileProfile.downloadKbps} kbps ` +
        `down, ${mobileProfile.uploadKbps} kbps up, CPU ${mobileProfile.cpuSlowdown}× slower, ` +
        `${mobileProfile.viewport.width}×${mobileProfile.viewport.height}; the production build behind nginx, ` +
        `reached over TLS and HTTP/2 as through a CDN (${appOrigin}). A request's wave: 1 if it started before any ` +
        `request had ended, else one more than the highest wave of those that had; one answered from the cache adds ` +
        `none (tests/bench/waves.ts)`,
    )
    await run(appOrigin, { deploymentMockPort: mockPort, deploymentMockOrigin: mockOrigin })
  } finally {
    nginx.stop()
  }
}

/** The part's first half: the photos screen's first thumbnails on 100,000 photos, cold and warm. */
export function mobileFirstThumbnails(
  browser: Browser,
  outDir: string,
  report: (result: BenchResult) => void,
) {
  return onMobileDeployment(outDir, (appOrigin, mobile) =>
    firstThumbnailsOnMobile(browser, appOrigin, mobile, outDir, report),
  )
}

/** A first visit that signs in, to the photos screen's first thumbnails. */
export function mobileSignInVisit(browser: Browser, outDir: string, report: (result: BenchResult) => void) {
  return onMobileDeployment(outDir, (appOrigin, mobile) =>
    signInVisitOnMobile(browser, appOrigin, mobile, outDir, report),
  )
}

/** The part's second half: every account route's vitals, cold and warm (vitals.ts). */
export function mobileRouteVitals(browser: Browser, outDir: string, record: (result: BenchResult) => void) {
  return onMobileDeployment(outDir, (appOrigin, mobile) =>
    routeVitals(browser, appOrigin, outDir, record, mobile),
  )
}
