// The production build as a deployment serves it (decision 0026): built with APP_CONFIG, its Content-Security-Policy
// lets the app and the configured third-party scripts run and nothing injected; no mock file is served. The app
// runs against the standalone mock server (as npm run bench does), signed in through the mock identity provider:
// the page gets a config.json pointing there, and the third parties' scripts are answered by the test.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { identityProviderPath } from '../../mocks/identity/tokens'
import { servicesUnder } from '../../mocks/services'
import { exampleConfigPath } from '../../scripts/deployment-build'
import { startMockServerProcess } from '../support/mock-server-process'
import { portFor } from '../support/ports'
import { buildAndPreview } from '../support/preview-server'

const example = JSON.parse(readFileSync(exampleConfigPath, 'utf8'))
const consentUrl: string = example.thirdParty.consentScriptUrl
const consentScript = "window.cookieConsentCode = '11'"
const thirdPartyScripts = {
  [consentUrl]: consentScript,
  'https://feedback.survey-vendor.example/': 'window.feedbackScriptRan = true',
  'https://chat.chat-vendor.example/': 'window.chatScriptRan = true',
}

let origin = ''
/** The same server by address: Node, unlike the browser, does not resolve *.localhost. */
let serverAddress = ''
let mockOrigin = ''
const stops: (() => void)[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const port = await portFor('PRODUCTION_E2E_PORT')
  process.env.APP_CONFIG = exampleConfigPath
  try {
    const { stop } = await buildAndPreview({
      outDir: `node_modules/.cache/production-e2e-${port}`,
      port,
      portVariable: 'PRODUCTION_E2E_PORT',
      removeOnStop: true,
    })
    stops.push(stop)
  } finally {
    delete process.env.APP_CONFIG
  }
  origin = `http://printbloom-gb.localhost:${port}`
  serverAddress = `http://127.0.0.1:${port}`
  const mocks = await startMockServerProcess(
    await portFor('PRODUCTION_E2E_MOCK_PORT'),
    'PRODUCTION_E2E_MOCK_PORT',
  )
  stops.push(mocks.stop)
  mockOrigin = mocks.origin
})

test.afterAll(() => {
  for (const stop of stops) stop()
})

test('serves the deployment’s config.json, and neither the mock files nor the Vite manifest', async ({
  request,
}) => {
  expect(await (await request.get(`${serverAddress}/config.json`)).json()).toEqual(example)
  for (const path of ['/.vite/manifest.json', '/mock-third-party/consent.js']) {
    const answer = await request.get(`${serverAddress}${path}`)
    expect(answer.headers()['content-type'], path).not.toMatch(/json|javascript/)
  }
})

test('runs the app and the pinned, consented third-party scripts under its CSP, and nothing injected', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text())
  })
  try {
    await context.route(`${origin}/config.json`, (route) =>
      route.fulfill({
        json: {
          ...example,
          services: servicesUnder(mockOrigin),
          push: `${mockOrigin.replace('http', 'ws')}/push`,
          auth: { ...example.auth, authority: `${mockOrigin}${identityProviderPath}` },
          thirdParty: {
            ...example.thirdParty,
            integrity: {
              [consentUrl]: `sha384-${createHash('sha384').update(consentScript).digest('base64')}`,
            },
          },
        },
      }),
    )
    await context.route(/^https:\/\/(consent|feedback|chat)\./, (route) => {
      const url = route.request().url()
      const body = Object.entries(thirdPartyScripts).find(([prefix]) => url.startsWith(prefix))?.[1]
      return route.fulfill({ contentType: 'text/javascript', body: body ?? '' })
    })
    await page.goto(`${origin}/`)
    await page.getByRole('link', { name: 'Consumer' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(() => [
          window.cookieConsentCode,
          'feedbackScriptRan' in window,
          'chatScriptRan' in window,
        ]),
      )
      .toEqual(['11', true, true])

    const injected = await page.evaluate(() => {
      const attempts: string[] = []
      try {
        const script = document.createElement('script')
        script.textContent = 'window.injectedScriptRan = true'
        document.head.append(script)
      } catch (error) {
        attempts.push((error as Error).name)
      }
      try {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="x" onerror="window.injectedScriptRan = true">',
        )
      } catch (error) {
        attempts.push((error as Error).name)
      }
      return attempts
    })
    expect(injected).toEqual(['TypeError', 'TypeError'])
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false)
    expect(violations.filter((text) => !/TrustedScript|TrustedHTML/.test(text))).toEqual([])
  } finally {
    await context.close()
  }
})
