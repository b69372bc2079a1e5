// npm run screenshots: builds the mock app, serves it, and saves each screen at 375 px and 1280 px wide
// into screenshots/ (git-ignored), to be looked at before a change is called done.
import { mkdirSync } from 'node:fs'
import { launchChromium } from '../tests/support/chromium'
import { ports } from '../tests/support/ports'
import { buildAndPreview } from '../tests/support/preview-server'

const port = ports.screenshots
const out = 'screenshots'
const shots: {
  name: string
  path: string
  brand?: string
  params?: Record<string, string>
  configFails?: boolean
  openHarness?: boolean
}[] = [
  { name: 'sign-in', path: '/my-photos/photos' },
  { name: 'photos', path: '/my-photos/photos', params: { 'mock-persona': 'consumer' } },
  {
    name: 'photos-de',
    path: '/my-photos/photos',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'photos-counts-failed',
    path: '/my-photos/photos',
    params: { 'mock-persona': 'consumer', 'mock-scenario': 'faults:account-counts' },
  },
  {
    name: 'albums',
    path: '/my-photos/albums',
    brand: 'snapshelf-gb',
    params: { 'mock-persona': 'new-customer' },
  },
  { name: 'not-built', path: '/orders', params: { 'mock-persona': 'consumer' } },
  { name: 'boot-error', path: '/my-photos/photos', configFails: true },
  { name: 'harness', path: '/my-photos/photos', params: { 'mock-persona': 'consumer' }, openHarness: true },
]

mkdirSync(out, { recursive: true })
const server = await buildAndPreview({ buildScript: 'build:mock', outDir: 'dist-mock', port })
const browser = await launchChromium()
try {
  for (const width of [375, 1280]) {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } })
      if (shot.configFails) await page.route('**/config.json', (route) => route.fulfill({ status: 503 }))
      const url = new URL(shot.path, `http://${shot.brand ?? 'printbloom-gb'}.localhost:${port}`)
      for (const [name, value] of Object.entries(shot.params ?? {})) url.searchParams.set(name, value)
      await page.goto(url.href)
      await page.waitForLoadState('networkidle')
      if (shot.openHarness) await page.getByRole('button', { name: 'QA harness' }).click()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${out}/${shot.name}-${width}.png`, fullPage: true })
      await page.close()
    }
  }
  console.log(`Saved ${shots.length * 2} screenshots in ${out}/`)
} finally {
  await browser.close()
  server.stop()
}
