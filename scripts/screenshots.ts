// npm run screenshots: builds the mock app, serves it, and saves each screen at 375 px and 1280 px wide
// into screenshots/ (git-ignored), to be looked at before a change is called done.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const port = 4199
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

if (spawnSync('npm run build:mock', { shell: true, stdio: 'inherit' }).status !== 0) process.exit(1)
mkdirSync(out, { recursive: true })
const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', 'dist-mock', '--port', String(port), '--strictPort'],
  { stdio: 'ignore' },
)
await new Promise((done) => setTimeout(done, 2500))
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
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
  server.kill()
}
