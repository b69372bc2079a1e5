// npm run bench: the production build against the standalone mock server, in headless Chromium, through the
// real sign-in. Measures what DESIGN.md §8 budgets and this screen can show today, prints a table and writes
// bench-results.json; exits 1 when a budget is broken. Timings are machine-dependent: read them, don't gate CI on them.
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { startMockHttpServer } from '../../mocks/http'
import { launchChromium } from '../support/chromium'
import { ports } from '../support/ports'
import { buildAndPreview } from '../support/preview-server'

const appPort = ports.bench
const appOrigin = `http://printbloom-gb.localhost:${appPort}`

const mocks = await startMockHttpServer({ host: '127.0.0.1' })
const preview = await buildAndPreview({ buildScript: 'build', outDir: 'dist', port: appPort })
const browser = await launchChromium()
try {
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

  // Signed in: now measure a plain visit, as a returning customer makes it.
  const scripts: Promise<Buffer>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body())
  })
  const started = Date.now()
  await page.goto(`${appOrigin}/my-photos/photos`)
  await page.getByRole('link', { name: /^Photos\s*\d/ }).waitFor()
  const countsVisibleMs = Date.now() - started
  let jsGzipBytes = 0
  for (const body of await Promise.all(scripts)) jsGzipBytes += gzipSync(body, { level: 9 }).length

  const results = [
    {
      measure: 'JS loaded for /my-photos/photos (gzip)',
      value: Math.round(jsGzipBytes / 1024),
      unit: 'KB',
      budget: 150,
    },
    { measure: 'navigation → counts visible', value: countsVisibleMs, unit: 'ms', budget: undefined },
  ]
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
  mocks.server.close()
}
