// npm run bench: the production build against the standalone mock server, in headless Chromium, through the
// real sign-in. Prints each budget of DESIGN.md §8 that the screen can be measured against today beside its
// figure, writes bench-results.json and exits 1 when a budget is broken. Timings depend on the machine: read
// them, never gate CI on them.
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import type { Volume } from '../../mocks/db/personas'
import { startMockHttpServer } from '../../mocks/http'
import { launchChromium } from '../support/chromium'
import { ports } from '../support/ports'
import { buildAndPreview } from '../support/preview-server'

const appOrigin = `http://printbloom-gb.localhost:${ports.bench}`

interface Result {
  measure: string
  value: number
  unit: string
  budget?: number
}

async function signedInPage(browser: Browser, volume: Volume): Promise<{ page: Page; stop: () => void }> {
  const mocks = await startMockHttpServer({ host: '127.0.0.1', volume })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // The deployment's config.json: every service and the identity provider on the standalone mock server.
  await context.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        services: mocks.ctx.services,
        push: `${mocks.origin.replace('http', 'ws')}/push`,
        thirdParty: {},
        auth: {
          authority: `${mocks.origin}/__mock-idp`,
          clientId: 'account-area',
          scope: 'openid profile email',
        },
        featureFlags: { TimelineViewEnabled: true, AlbumViewEnabled: true },
      },
    }),
  )
  const page = await context.newPage()
  await page.goto(`${appOrigin}/my-photos/photos`)
  await page.getByRole('link', { name: 'Consumer' }).click()
  await page.getByRole('heading', { name: 'My photos' }).waitFor()
  return { page, stop: () => mocks.server.close() }
}

/** Navigation → the first thumbnail decoded, with the JS the browser loaded on the way (gzip). */
async function firstThumbnails(page: Page) {
  const scripts: Promise<Buffer>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body())
  })
  const started = Date.now()
  await page.goto(`${appOrigin}/my-photos/photos`)
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.timeline img')
    return image?.complete && image.naturalWidth > 0
  })
  const ms = Date.now() - started
  let jsGzip = 0
  for (const body of await Promise.all(scripts)) jsGzip += gzipSync(body, { level: 9 }).length
  return { ms, jsGzipKb: Math.round(jsGzip / 1024) }
}

async function domCounts(page: Page) {
  return page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    images: document.images.length,
  }))
}

async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  await session.send('HeapProfiler.collectGarbage')
  const { metrics } = await session.send('Performance.getMetrics')
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
  return Math.round((used / 1024 / 1024) * 10) / 10
}

const preview = await buildAndPreview({ buildScript: 'build', outDir: 'dist', port: ports.bench })
const browser = await launchChromium()
const results: Result[] = []
try {
  const counts: Record<string, { elements: number; images: number }> = {}
  for (const volume of ['few', '100k'] as const) {
    const { page, stop } = await signedInPage(browser, volume)
    const first = await firstThumbnails(page)
    counts[volume] = await domCounts(page)
    if (volume === 'few')
      results.push({
        measure: 'JS before first thumbnails (gzip)',
        value: first.jsGzipKb,
        unit: 'KB',
        budget: 150,
      })
    else {
      results.push({ measure: 'first thumbnails, 100,000 photos', value: first.ms, unit: 'ms', budget: 1000 })
      results.push({
        measure: 'DOM elements, 100,000 photos',
        value: counts[volume].elements,
        unit: '',
        budget: 1500,
      })
      results.push({
        measure: '<img> on the timeline, 100,000 photos',
        value: counts[volume].images,
        unit: '',
        budget: 150,
      })
      results.push({
        measure: 'JS heap after load, 100,000 photos',
        value: await heapMb(page),
        unit: 'MB',
        budget: 30,
      })
      // Scroll through the library as fast as the page lets rows load, then measure the heap again.
      for (let step = 0; step < 60; step++) {
        await page.mouse.wheel(0, 3000)
        await page.waitForTimeout(50)
      }
      results.push({
        measure: 'JS heap after scrolling 180,000 px',
        value: await heapMb(page),
        unit: 'MB',
        budget: 60,
      })
      const ratio = counts['100k']!.elements / Math.max(1, counts.few!.elements)
      results.push({
        measure: 'DOM elements 100,000 vs few photos (ratio)',
        value: Math.round(ratio * 100) / 100,
        unit: '×',
      })
    }
    await page.context().close()
    stop()
  }
  console.table(results)
  writeFileSync(
    'bench-results.json',
    `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
  )
  const broken = results.filter((result) => result.budget !== undefined && result.value > result.budget)
  if (broken.length > 0) {
    console.error(`Budget broken: ${broken.map((result) => result.measure).join(', ')}`)
    process.exitCode = 1
  }
} finally {
  await browser.close()
  preview.stop()
}
