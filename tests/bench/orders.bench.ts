// npx tsx tests/bench/orders.bench.ts: My orders (/orders) at the order list's limit, 100 orders of 10 products each
// (scenario orders:hundred), on the production build against the standalone mock server, in headless Chromium on a
// phone-sized viewport (375×740). Prints each figure beside its budget (issue 17: the first row ≤ 1.0 s after
// navigation) and exits 1 when one is broken. Timings depend on the machine and its load: read them, never gate CI on
// them. Not part of `npm test`. BENCH_PORT moves the preview server, as for npm run bench.
import type { Page } from '@playwright/test'
import { launchChromium } from '../support/chromium'
import { portFor } from '../support/ports'
import { buildAndPreview } from '../support/preview-server'
import { openSession } from './session'

const port = await portFor('BENCH_PORT')
const outDir = `node_modules/.cache/bench-orders-dist-${port}`
const appOrigin = `http://printbloom-gb.localhost:${port}`
const firstRow = '.record-list .record-item'
const runs = 5
let failed = false

function report(measure: string, value: number, unit: string, budget?: number) {
  const verdict = budget === undefined ? '' : value <= budget ? 'pass' : 'FAIL'
  if (verdict === 'FAIL') failed = true
  console.log(
    `${measure.padEnd(56)} ${`${value} ${unit}`.padStart(12)}   ${budget === undefined ? '' : `budget ${budget} ${unit}`.padEnd(18)} ${verdict}`,
  )
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Milliseconds from the navigation's start to the frame in which the first order is in the document. */
async function firstRowAfterLoad(page: Page): Promise<number> {
  await page.goto(`${appOrigin}/orders`)
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : false),
    firstRow,
    { polling: 'raf' },
  )
  return Math.round((await handle.jsonValue()) as number)
}

/** Milliseconds from clicking My orders in the menu (the app already loaded) to the first order's frame. */
async function firstRowAfterMenuClick(page: Page): Promise<number> {
  await page.goto(`${appOrigin}/`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page
    .getByRole('button', { name: 'Menu' })
    .click()
    .catch(() => undefined)
  const link = page.getByRole('link', { name: 'My orders' }).first()
  await link.waitFor()
  const started = await page.evaluate(() => performance.now())
  await link.click()
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : false),
    firstRow,
    { polling: 'raf' },
  )
  return Math.round(((await handle.jsonValue()) as number) - started)
}

const preview = await buildAndPreview({ outDir, port, portVariable: 'BENCH_PORT', removeOnStop: true })
const browser = await launchChromium()
try {
  const session = await openSession(browser, appOrigin, { volume: 'few', scenarioIds: ['orders:hundred'] })
  const { page } = session
  await page.setViewportSize({ width: 375, height: 740 })
  console.log(
    `\nMy orders with 100 orders of 10 products (${appOrigin}, Chromium ${browser.version()}, 375×740)`,
  )
  const loads: number[] = []
  for (let run = 0; run < runs; run++) loads.push(await firstRowAfterLoad(page))
  report(`first row after a full page load (median of ${runs})`, median(loads), 'ms', 1000)
  const clicks: number[] = []
  for (let run = 0; run < runs; run++) clicks.push(await firstRowAfterMenuClick(page))
  report(`first row after My orders in the menu (median of ${runs})`, median(clicks), 'ms', 1000)
  await page.goto(`${appOrigin}/orders`)
  await page.locator(firstRow).first().waitFor()
  const counts = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    rows: document.querySelectorAll('.record-list .record-item').length,
  }))
  report('DOM elements on the first page', counts.elements, 'elements')
  report('orders rendered (ten a page)', counts.rows, 'orders')
  const searchStarted = await page.evaluate(() => performance.now())
  await page.getByRole('searchbox').fill('Canvas 60x40 7')
  await page.getByRole('searchbox').press('Enter')
  await page.getByRole('status').filter({ hasText: /match/ }).waitFor()
  report(
    'a search over the 100 orders, to its result',
    Math.round((await page.evaluate(() => performance.now())) - searchStarted),
    'ms',
  )
  await session.close()
} finally {
  await browser.close()
  preview.stop()
}
process.exit(failed ? 1 : 0)
