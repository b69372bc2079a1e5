// The production build as operators run it (decision 0026, README 'Deploying'): built with APP_CONFIG and served by
// Debian's nginx with the configuration `npm run nginx-config` renders (deploy/nginx/). Its Content-Security-Policy,
// as meta tag and as header, lets the app, the configured third-party scripts and the app's own HEIC decoder worker
// run and nothing injected (decision 0026 and its addendum; the HEIC lands in its EXIF month, decision 0039); every
// kind of file has its cache rule and the security headers; only the app's routes fall back to index.html. The app
// runs against the standalone mock server (as npm run bench does), signed in through the mock identity provider:
// the page gets a config.json pointing there, and the third parties' scripts are answered by the test.
import { createHash } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  type APIResponse,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from '@playwright/test'
import { collectorPath } from '../../mocks/handlers/collector'
import { accessTokenLifetimeSeconds, identityProviderPath } from '../../mocks/identity/tokens'
import { servicesUnder } from '../../mocks/services'
import { exampleConfigPath, manifestPathFor } from '../../scripts/deployment-build'
import { type BuildManifest, routePreloads, signInFiles } from '../../scripts/first-screen-preloads'
import { brotliModuleInstalled } from '../../scripts/nginx-site-config'
import { isTimelinePage } from '../support/duplicate-requests'
import { scaledMs } from '../support/machine-factor'
import { startMockServerProcess } from '../support/mock-server-process'
import { startNginx } from '../support/nginx-server'
import { assertPortFree, portFor } from '../support/ports'
import { buildApp } from '../support/preview-server'
import { collectUploadedIds } from '../support/uploaded-ids'
import { hide, receivedRecords, reporting } from './collector-records'

const exampleText = readFileSync(exampleConfigPath, 'utf8')
const example = JSON.parse(exampleText)
const consentUrl: string = example.thirdParty.consentScriptUrl
const consentScript = "window.cookieConsentCode = '11'"
const thirdPartyScripts = {
  [consentUrl]: consentScript,
  'https://feedback.survey-vendor.example/': 'window.feedbackScriptRan = true',
  'https://chat.chat-vendor.example/': 'window.chatScriptRan = true',
}

let port = 0
const hostOf = (brand: string) => `http://${brand}.localhost:${port}`
/** The same server by address: Node, unlike the browser, does not resolve *.localhost. */
let serverAddress = ''
let mockOrigin = ''
let buildDir = ''
let deployedConfigText = ''
const stops: (() => void)[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(scaledMs(240_000))
  port = await portFor('PRODUCTION_E2E_PORT')
  await assertPortFree(port, 'PRODUCTION_E2E_PORT')
  buildDir = `node_modules/.cache/production-e2e-${port}`
  stops.push(() => {
    rmSync(buildDir, { recursive: true, force: true })
    rmSync(manifestPathFor(buildDir), { force: true })
  })
  process.env.APP_CONFIG = exampleConfigPath
  try {
    buildApp({ outDir: buildDir })
  } finally {
    delete process.env.APP_CONFIG
  }
  const mocks = await startMockServerProcess(
    await portFor('PRODUCTION_E2E_MOCK_PORT'),
    'PRODUCTION_E2E_MOCK_PORT',
  )
  stops.push(mocks.stop)
  mockOrigin = mocks.origin
  const nginx = await startNginx({
    root: buildDir,
    configText: exampleText,
    port,
    serverNames: ['printbloom-gb.localhost', 'lumiere-fr.localhost'],
    signInAuthority: `${mockOrigin}${identityProviderPath}`,
  })
  stops.push(nginx.stop)
  serverAddress = `http://127.0.0.1:${port}`
  // The deployment's own config.json, as an operator writes it beside index.html: nginx puts it into the page
  // (decision 0064), so the page must find the test's services there.
  deployedConfigText = JSON.stringify(deploymentConfig(), null, 2)
  writeFileSync(join(buildDir, 'config.json'), deployedConfigText)
})

test.afterAll(() => {
  for (const stop of stops) stop()
})

/**
 * The deployment's config.json as the test's environment needs it: the mock server's services, sign-in and collector,
 * and the example's third parties with the consent script pinned to the hash of the one the test answers.
 */
function deploymentConfig() {
  return {
    ...example,
    services: servicesUnder(mockOrigin),
    push: `${mockOrigin.replace('http', 'ws')}/push`,
    auth: { ...example.auth, authority: `${mockOrigin}${identityProviderPath}` },
    thirdParty: {
      ...example.thirdParty,
      integrity: { [consentUrl]: `sha384-${createHash('sha384').update(consentScript).digest('base64')}` },
    },
    reporting: { ...example.reporting, otlp: `${mockOrigin}${collectorPath}` },
  }
}

/** The third parties' scripts, answered by the test: they live on hosts this machine cannot reach. */
async function answerThirdParties(context: BrowserContext) {
  await context.route(/^https:\/\/(consent|feedback|chat)\./, (route) => {
    const url = route.request().url()
    const body = Object.entries(thirdPartyScripts).find(([prefix]) => url.startsWith(prefix))?.[1]
    return route.fulfill({ contentType: 'text/javascript', body: body ?? '' })
  })
}

/** The consent script has consented to all ('11'), and the analytics and marketing scripts it allows have run. */
async function expectThirdPartiesRan(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => [
        window.cookieConsentCode,
        'feedbackScriptRan' in window,
        'chatScriptRan' in window,
      ]),
    )
    .toEqual(['11', true, true])
}

/** A page of its own on the deployment (the third parties answered); its context closes after `use`. */
async function onDeployment(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  await answerThirdParties(context)
  try {
    await use(await context.newPage())
  } finally {
    await context.close()
  }
}

test('serves the deployment’s config.json, and neither the mock files nor the Vite manifest', async ({
  request,
}) => {
  expect(await (await request.get(`${serverAddress}/config.json`)).json()).toEqual(deploymentConfig())
  for (const path of ['/.vite/manifest.json', '/mock-third-party/consent.js', '/mockServiceWorker.js']) {
    expect((await request.get(`${serverAddress}${path}`)).status(), path).toBe(404)
  }
})

test('runs the app and the pinned, consented third-party scripts under its CSP, and nothing injected', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(`${hostOf('printbloom-gb')}/`)
    await page.getByRole('link', { name: 'Consumer' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectThirdPartiesRan(page)

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
  })
})

/**
 * What a config.json that names third parties switches on, where the README's two ways of deploying meet: the consent
 * script runs and consents to all ('11'), the analytics (the feedback tool) and marketing (the chat) scripts it allows
 * run, no script is refused by the Content-Security-Policy, and the route's Web Vitals reach the collector.
 */
async function expectThirdPartiesAndWebVitals(page: Page, origin: string) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text())
  })
  const collector = `${mockOrigin}${collectorPath}`
  const vitalsBefore = (await receivedRecords(collector)).length
  await page.goto(`${origin}/orders`)
  await page.getByRole('link', { name: 'Consumer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expectThirdPartiesRan(page)
  await reporting(page)
  // The customer's first click ends the page's largest paint, as in telemetry.spec.ts; hiding the page sends it.
  const history = page.getByRole('navigation', { name: 'Orders' }).getByRole('link', { name: /^History/ })
  await history.click()
  await expect(history).toHaveAttribute('aria-current', 'page')
  await hide(page)
  await expect
    .poll(async () =>
      (await receivedRecords(collector))
        .slice(vitalsBefore)
        .filter(
          ({ record }) => record['event.name'] === 'browser.web_vital' && record['app.route'] === 'orders',
        )
        .map(({ record }) => record.name),
    )
    .toContain('LCP')
  expect(violations).toEqual([])
}

test('built with APP_CONFIG: the third parties its config.json names run under consent, and Web Vitals are reported', async ({
  browser,
}) => {
  await onDeployment(browser, (page) => expectThirdPartiesAndWebVitals(page, hostOf('printbloom-gb')))
})

// Issue 42: built without APP_CONFIG, the meta tag's `script-src 'self'` blocked every third party the served
// config.json named, though nginx's header allowed them (decision 0054).
test('built without APP_CONFIG, config.json beside index.html: its third parties run under consent, and Web Vitals are reported', async ({
  browser,
}) => {
  test.setTimeout(scaledMs(240_000))
  const secondPort = await portFor('PRODUCTION_E2E_SECOND_PORT')
  await assertPortFree(secondPort, 'PRODUCTION_E2E_SECOND_PORT')
  const secondBuild = `node_modules/.cache/production-e2e-second-${secondPort}`
  const removeBuild = () => {
    rmSync(secondBuild, { recursive: true, force: true })
    rmSync(manifestPathFor(secondBuild), { force: true })
  }
  stops.push(removeBuild)
  buildApp({ outDir: secondBuild })
  const config = deploymentConfig()
  writeFileSync(join(secondBuild, 'config.json'), JSON.stringify(config))
  // nginx-config refuses a config that signs in at the mock identity provider; the header does not depend on it.
  const nginx = await startNginx({
    root: secondBuild,
    configText: JSON.stringify({ ...config, auth: example.auth }),
    port: secondPort,
    serverNames: ['printbloom-gb.localhost'],
    signInAuthority: config.auth.authority,
  })
  const context = await browser.newContext()
  try {
    await answerThirdParties(context)
    await expectThirdPartiesAndWebVitals(
      await context.newPage(),
      `http://printbloom-gb.localhost:${secondPort}`,
    )
  } finally {
    await context.close()
    nginx.stop()
  }
})

/** The headers every answer carries, whatever it is (deploy/nginx/photo-shop.conf.template). */
function expectSecurityHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers()
  expect(headers['content-security-policy'], what).toMatch(
    /^script-src 'self' https:\/\/consent\.cmp-vendor\.example .*; trusted-types third-party-scripts app-workers; frame-ancestors 'none'; report-uri https:\/\/collector\.photo-shop\.example\/csp-reports; report-to csp$/,
  )
  expect(headers['reporting-endpoints'], what).toBe('csp="https://collector.photo-shop.example/csp-reports"')
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/)
  expect(headers.server, what).toBe('nginx')
}

test('answers every kind of file with its cache rule and the security headers, and only app routes with the app', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(manifestPathFor(buildDir), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = manifest['index.html']!.file
  // The app's page as nginx serves it: with the deployment's config.json in it (decision 0064).
  const indexHtml = readFileSync(join(buildDir, 'index.html'), 'utf8').replace(
    '<!--# include virtual="/config.json" -->',
    deployedConfigText,
  )
  expect(indexHtml).toContain(deployedConfigText)
  const cases: { path: string; status: number; cache?: string; type?: RegExp; body?: string }[] = [
    { path: '/', status: 200, cache: 'no-cache', body: indexHtml },
    { path: '/orders/PB-1001', status: 200, cache: 'no-cache', body: indexHtml },
    { path: '/settings/address/', status: 200, cache: 'no-cache', body: indexHtml },
    { path: '/signin-callback?code=x&state=y', status: 200, cache: 'no-cache', body: indexHtml },
    { path: '/index.html', status: 200, cache: 'no-cache', body: indexHtml },
    { path: `/${entry}`, status: 200, cache: 'public, max-age=31536000, immutable', type: /javascript/ },
    { path: '/config.json', status: 200, cache: 'no-cache', body: deployedConfigText },
    { path: '/locales/fr-FR.json', status: 200, cache: 'no-cache', type: /^application\/json/ },
    { path: '/robots.txt', status: 200, body: 'User-agent: *\nDisallow: /\n' },
    { path: '/assets/no-such-chunk.js', status: 404 },
    { path: '/wp-login.php', status: 404 },
    { path: '/orders/PB-1001/more', status: 404 },
  ]
  for (const { path, status, cache, type, body } of cases) {
    const answer = await request.get(`${serverAddress}${path}`, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(status)
    expectSecurityHeaders(answer, path)
    if (cache) expect(answer.headers()['cache-control'], path).toBe(cache)
    if (type) expect(answer.headers()['content-type'], path).toMatch(type)
    if (body !== undefined) expect(await answer.text(), path).toBe(body)
    if (status === 404) {
      expect(await answer.text(), path).not.toContain('<div id="root">')
      expect(answer.headers()['cache-control'] ?? '', path).not.toContain('immutable')
    }
  }
})

// Issue 42, point 6: a host that is no brand's gets no shop at all (the app would show the default brand).
test('answers a host that is no brand’s with 404, and serves the brand hosts and the bare address', async ({
  request,
}) => {
  for (const [host, status] of [
    ['unknown-shop.example', 404],
    ['printbloom-gb.localhost.evil.example', 404],
    ['printbloom-gb.localhost', 200],
    ['lumiere-fr.localhost', 200],
    ['127.0.0.1', 200],
  ] as const) {
    const answer = await request.get(`${serverAddress}/my-photos/photos`, { headers: { Host: host } })
    expect(answer.status(), host).toBe(status)
    if (status === 404) expect(await answer.text(), host).not.toContain('<div id="root">')
  }
})

test('serves the precompressed gzip and brotli files to a browser that accepts them', async ({ request }) => {
  const manifest = JSON.parse(readFileSync(manifestPathFor(buildDir), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = manifest['index.html']!.file
  const original = readFileSync(join(buildDir, entry))
  const url = `${serverAddress}/${entry}`
  const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(plain.headers().vary).toBe('Accept-Encoding')
  const gzip = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  // fetch has already decompressed it: the file nginx sent is the build's own .gz.
  expect(Buffer.from(await gzip.arrayBuffer()).equals(original)).toBe(true)
  expect(gunzipSync(readFileSync(join(buildDir, `${entry}.gz`))).equals(original)).toBe(true)
  const brotli = await fetch(url, { headers: { 'Accept-Encoding': 'br' } })
  expect(brotli.headers.get('content-encoding')).toBe(brotliModuleInstalled() ? 'br' : null)
  expect(Buffer.from(await brotli.arrayBuffer()).equals(original)).toBe(true)
})

test('signs in and opens a deep link on two brand hosts, in each brand’s language', async ({ browser }) => {
  for (const [brand, heading] of [
    ['printbloom-gb', 'Personal details'],
    ['lumiere-fr', 'Informations personnelles'],
  ] as const) {
    await onDeployment(browser, async (page) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text())
      })
      await page.goto(`${hostOf(brand)}/settings/personal-details`)
      await page.getByRole('link', { name: 'Consumer' }).click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/settings/personal-details')
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(violations).toEqual([])
    })
  }
})

// Decision 0059: two tabs of one session against one service. The second tab's save changes the customer; the first
// tab's save, made on the details as they were, is refused with 412 (If-Match through CORS, the ETag exposed) and says
// what the other tab saved.
test('a save in one tab is not overwritten silently by a save in another tab opened before it', async ({
  browser,
}) => {
  await onDeployment(browser, async (first) => {
    const path = `${hostOf('printbloom-gb')}/settings/personal-details`
    await first.goto(path)
    await first.getByRole('link', { name: 'Consumer' }).click()
    const lastName = first.getByRole('textbox', { name: 'Last name', exact: true })
    await expect(lastName).not.toHaveValue('')
    const second = await first.context().newPage()
    await second.goto(path)
    const savedInSecond = `Jansen-${Math.random().toString(36).slice(2, 8)}`
    await second.getByRole('textbox', { name: 'Last name', exact: true }).fill(savedInSecond)
    await second.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(second.getByRole('status')).toContainText('Your personal details have been saved.')

    await lastName.fill('Morgan-Smith')
    const refused = first.waitForResponse((response) => response.request().method() === 'PUT')
    await first.getByRole('button', { name: 'Save', exact: true }).click()
    expect((await refused).status()).toBe(412)
    const notice = first.getByRole('alert').filter({ hasText: 'These details were changed somewhere else' })
    await expect(notice.getByRole('listitem')).toHaveText([`Last name: ${savedInSecond}`])
    await expect(lastName).toHaveValue('Morgan-Smith')
    await notice.getByRole('button', { name: 'Use the saved details' }).click()
    await expect(lastName).toHaveValue(savedInSecond)
  })
})

/** The app's own files a page asks for (scripts, styles, config.json, messages), by path, in the order asked. */
function ownFilesAsked(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.port === String(port) &&
      /^\/(assets\/.+\.(js|css)|config\.json|locales\/.+\.json)$/.test(url.pathname)
    ) {
      asked.push(url.pathname)
    }
  })
  return asked
}

/** The files a `Link` header preloads, by path. */
const preloadedBy = (link: string | undefined) =>
  [...(link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((match) => match[1]!)

// Issue 40: a first visit's waves. The HTML's answer names what the first screen needs beside the entry (the route's
// chunks and styles, the brand's messages), so the browser asks for it at once (decision 0051).
test('a first visit’s Link header preloads what its page then uses, each file fetched once', async ({
  browser,
}) => {
  for (const [path, heading] of [
    ['/my-photos/photos', 'My photos'],
    ['/orders', 'My orders'],
  ] as const) {
    await onDeployment(browser, async (page) => {
      await page.goto(`${hostOf('printbloom-gb')}${path}`)
      await page.getByRole('link', { name: 'Consumer' }).click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // Each load in a page of its own (the session and local storage are the context's): a file the page before
      // asked for late (the reporter, after its first paint) is not counted as this one's.
      const coldLoad = async (withHeader: boolean) => {
        const fresh = await page.context().newPage()
        await (await page.context().newCDPSession(fresh)).send('Network.clearBrowserCache')
        let link: string | undefined
        await fresh.route(`${hostOf('printbloom-gb')}${path}`, async (route) => {
          // Node, unlike the browser, does not resolve *.localhost: the same server by address, with the brand's host.
          const response = await route.fetch({
            url: `${serverAddress}${path}`,
            headers: { ...route.request().headers(), host: `printbloom-gb.localhost:${port}` },
          })
          const { link: sent, ...others } = response.headers()
          link = sent
          await route.fulfill({ response, headers: withHeader ? response.headers() : others })
        })
        const asked = ownFilesAsked(fresh)
        await fresh.goto(`${hostOf('printbloom-gb')}${path}`)
        await expect(fresh.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        fresh.removeAllListeners('request')
        await fresh.close()
        return { preloaded: preloadedBy(link), asked: [...asked] }
      }
      // Without the header: what the app asks for by itself.
      const itself = await coldLoad(false)
      const withHeader = await coldLoad(true)
      expect(withHeader.preloaded).toContain('/locales/en-GB.json')
      // config.json came in the page (decision 0064): neither preloaded nor asked for.
      expect(withHeader.preloaded).not.toContain('/config.json')
      expect([...itself.asked, ...withHeader.asked]).not.toContain('/config.json')
      expect(withHeader.preloaded.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2)
      // No preload unused: the app asks for each of them without the header too.
      expect(withHeader.preloaded.filter((file) => !itself.asked.includes(file))).toEqual([])
      // Each taken up by the app, not fetched a second time (a preload whose mode or credentials differed would be).
      const twice = withHeader.asked.filter((file, index) => withHeader.asked.indexOf(file) !== index)
      expect(twice).toEqual([])
    })
  }
})

// Issue 40 point 4: a visit that must sign in. Without the token's cookie the HTML preloads the sign-in's code and the
// provider's discovery document, not the page that would wait behind them; back on the callback, the sign-in's code
// and the page asked for, which the provider's answer names (url_state); the discovery document is asked for once.
test('a visit that must sign in preloads the sign-in, and on the way back the page asked for, each fetched once', async ({
  browser,
}) => {
  const manifest = JSON.parse(readFileSync(manifestPathFor(buildDir), 'utf8')) as BuildManifest
  const signIn = signInFiles(manifest).map((file) => `/${file}`)
  const orders = routePreloads(manifest)
    .find(({ route }) => route === 'orders')!
    .files.map((file) => `/${file}`)
  const discovery = `${mockOrigin}${identityProviderPath}/.well-known/openid-configuration`
  await onDeployment(browser, async (page) => {
    const documents: { path: string; query: string; link: string | undefined; asked: string[] }[] = []
    page.on('response', (response) => {
      if (!response.request().isNavigationRequest() || response.request().frame() !== page.mainFrame()) return
      const url = new URL(response.url())
      if (url.port === String(port))
        documents.push({ path: url.pathname, query: url.search, link: response.headers().link, asked: [] })
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      const name = url.port === String(port) ? url.pathname : url.href.replace(/\?.*$/, '')
      if (!request.isNavigationRequest()) documents.at(-1)?.asked.push(name)
    })
    await page.goto(`${hostOf('printbloom-gb')}/orders`)
    await page.getByRole('link', { name: 'Consumer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()

    const [first, callback] = documents
    expect(documents.map(({ path }) => path)).toEqual(['/orders', '/signin-callback'])
    const preloaded = (link: string | undefined) =>
      [...(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=(script|style|fetch)/g)]
        .map((match) => match[1]!)
        .filter((file) => file !== '/locales/en-GB.json')
    expect(preloaded(first!.link)).toEqual([...signIn, discovery])
    // The provider sent the page's route back in the state, after oidc-client-ts' own value.
    expect(new URLSearchParams(callback!.query).get('state')).toMatch(/;orders$/)
    expect(preloaded(callback!.link)).toEqual([...signIn, ...orders])
    // Each preload taken up, never asked for a second time; the callback's exchange needs no discovery of its own.
    for (const { asked } of documents) {
      expect(
        asked.filter((file, index) => asked.indexOf(file) !== index && file.startsWith('/assets/')),
      ).toEqual([])
    }
    expect(documents.flatMap(({ asked }) => asked).filter((url) => url === discovery)).toHaveLength(1)
    for (const file of [...signIn, discovery]) expect(first!.asked).toContain(file)
    for (const file of orders.filter((file) => file.endsWith('.js'))) expect(callback!.asked).toContain(file)
  })
})

test('decodes a HEIC photo’s preview in its own worker under the CSP, and files it under its EXIF date’s month', async ({
  browser,
}) => {
  // A copy modified now: without its EXIF date (2019:07:14 12:30:00) it would land in this month.
  const folder = mkdtempSync(join(tmpdir(), 'production-heic-'))
  const photo = join(folder, 'harbour-exif.heic')
  copyFileSync(join(import.meta.dirname, 'files', 'harbour-exif.heic'), photo)
  try {
    await onDeployment(browser, async (page) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted ?Type|TrustedScriptURL/i.test(message.text()))
          violations.push(message.text())
      })
      const workers: string[] = []
      page.on('worker', (worker) => workers.push(worker.url()))
      const uploaded = collectUploadedIds(page)

      await page.goto(`${hostOf('printbloom-gb')}/my-photos/photos`)
      await page.getByRole('link', { name: 'Consumer' }).click()
      const timeline = page.getByRole('region', { name: 'Your photos by month' })
      await expect(timeline.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await page.getByRole('button', { name: 'Add photos' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add photos' })
      await expect(dialog).toBeVisible()
      expect(workers, 'the decoder starts only for a HEIC file').toEqual([])

      await page.getByTestId('import-file-input').setInputFiles(photo)
      const preview = dialog
        .getByRole('list', { name: 'Selected photos' })
        .getByRole('img', { name: 'harbour-exif.heic' })
      // Decoded in the browser: a JPEG of the photo's own size (240 × 160).
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
      // One worker, a file of the app's own origin.
      expect(workers.map((url) => new URL(url).origin)).toEqual([hostOf('printbloom-gb')])
      expect(new URL(workers[0]!).pathname).toMatch(/^\/assets\/[^/]+\.js$/)

      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByText('1 photo was added to your library')).toBeVisible()
      await dialog.getByRole('button', { name: 'Done' }).click()
      await expect(dialog).toBeHidden()
      await expect.poll(() => uploaded.length).toBe(1)
      const cell = timeline.locator(`a.photo-cell[href$="/preview/${encodeURIComponent(uploaded[0]!)}"]`)
      for (let step = 0; step < 40 && !(await cell.isVisible()); step++) {
        await page.mouse.wheel(0, 700)
        await expect(timeline.locator('.photo-cell--skeleton').first()).toBeHidden()
      }
      await expect(cell).toHaveAccessibleName(/^Taken on 14 July 2019 at 12:30:00$/)
      // The month it is filed under: the nearest month title before it.
      await expect(cell.locator('xpath=preceding::h2[1]')).toHaveText('July 2019')
      expect(violations).toEqual([])
    })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

/** Signs in as the consumer on a My photos tab, opens My orders from the menu and reloads it. */
async function signInThenReloadOrders(page: Page, path: string) {
  await page.goto(`${hostOf('printbloom-gb')}${path}`)
  await page.getByRole('link', { name: 'Consumer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
  await page.getByRole('link', { name: 'My orders' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
}

/** The refresh token the app keeps (decision 0057: in local storage). */
const storedRefreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_refresh_token'))

/** The session's renewal at the mock identity provider: a refresh-token grant. */
const isRefreshGrant = (request: Request) =>
  request.url().endsWith(`${identityProviderPath}/token`) && /refresh_token/.test(request.postData() ?? '')

// Issue 42, point 3: the HTTP mock server keeps the right time (Node's clock); only the page's clock is wrong.
for (const [clock, offsetMinutes] of [
  ['ten minutes ahead', 10],
  ['ten minutes behind', -10],
] as const) {
  test(`with the device clock ${clock}, the session is renewed when its token lapses by the provider’s clock, no sooner`, async ({
    browser,
  }) => {
    await onDeployment(browser, async (page) => {
      const renewals: string[] = []
      page.on('request', (request) => {
        if (isRefreshGrant(request)) renewals.push(request.url())
      })
      await page.clock.install({ time: Date.now() + offsetMinutes * 60_000 })
      await signInThenReloadOrders(page, '/my-photos/albums')
      await page.waitForLoadState('networkidle')
      expect(renewals, 'renewals while the token is valid').toEqual([])
      // The page's clock alone moves past the token's lifetime: by the provider's clock it has lapsed now.
      await page.clock.fastForward(accessTokenLifetimeSeconds * 1000)
      await page.getByRole('link', { name: 'Settings' }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
      await expect.poll(() => renewals.length, 'renewals once the token has lapsed').toBe(1)
    })
  })
}

// Issue 42, point 4: an archive whose announcement cannot come is asked of the service, not reported as failed.
test('several photos download when the push channel fails: the app asks the service until the archive is made', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    // The channel is refused as soon as it opens, as a proxy without WebSocket support does.
    await page.routeWebSocket(/\/push$/, (socket) => socket.close({ code: 1011, reason: 'refused' }))
    const asked: number[] = []
    page.on('response', (response) => {
      if (/\/downloads\/[0-9a-f-]{36}\/url$/.test(response.url())) asked.push(response.status())
    })
    await page.goto(`${hostOf('printbloom-gb')}/my-photos/photos`)
    await page.getByRole('link', { name: 'Consumer' }).click()
    await page.getByRole('button', { name: 'Select' }).click()
    const cells = page.getByRole('checkbox', { name: /^Taken on / })
    await cells.nth(0).click()
    await cells.nth(1).click()
    const download = page.waitForEvent('download')
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Download' })
      .click()
    expect((await download).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/)
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden()
    await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toHaveCount(0)
    expect(asked.at(-1)).toBe(200)
  })
})

/** Opens `path` on the deployment, signed in as the Consumer at the mock provider. */
async function openSignedIn(page: Page, path: string) {
  await page.goto(`${hostOf('printbloom-gb')}${path}`)
  await page.getByRole('link', { name: 'Consumer' }).click()
}

/** The timeline, once its first photo shows. */
async function timelineShown(page: Page) {
  const timeline = page.getByRole('region', { name: 'Your photos by month' })
  await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
  return timeline
}

/** The deployment's timeline, signed in, once its first photo shows. */
function onTimeline(browser: Browser, use: (page: Page, timeline: Locator) => Promise<void>) {
  return onDeployment(browser, async (page) => {
    await openSignedIn(page, '/my-photos/photos')
    await use(page, await timelineShown(page))
  })
}

/** A promise the test settles when it lets a held request go on. */
function gate() {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

/** The app's entry script held until `release` (decision 0063: only the head start can ask anything meanwhile). */
async function holdTheEntry(page: Page) {
  const { released, release } = gate()
  const manifest = JSON.parse(readFileSync(manifestPathFor(buildDir), 'utf8')) as Record<
    string,
    { file: string }
  >
  await page.route(`**/${manifest['index.html']!.file}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Signed in, on My orders. */
async function signedInOnOrders(page: Page) {
  await openSignedIn(page, '/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
}

/** Signed in, on My orders, with nothing remembered of `path`'s first screen: the next visit there is a first. */
async function signedInOnOrdersNothingRememberedAt(page: Page, path: string) {
  await signedInOnOrders(page)
  expect(await rememberedFirst(page, 'calls', path)).toBeUndefined()
}

/**
 * The URLs of the GETs the next document sends to the services, as they are sent: not those of the page before it,
 * whose shell may still be asking for the customer as it is left.
 */
function serviceGetsFrom(page: Page): string[] {
  const urls: string[] = []
  let nextDocument = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) nextDocument = true
    else if (nextDocument && request.url().startsWith(`${mockOrigin}/`) && request.method() === 'GET')
      urls.push(request.url())
  })
  return urls
}

/**
 * Opens the next document (`open`) with the app's entry held back, sees each of `calls` sent meanwhile (only the head
 * start can send them), lets the entry come, waits for `shown`, and checks that each was sent once: the app took it
 * up instead of asking again.
 */
async function sentEarlyAndTakenUp(
  page: Page,
  open: () => Promise<unknown>,
  calls: string[],
  shown: () => Promise<void>,
) {
  const release = await holdTheEntry(page)
  const serviceCalls = serviceGetsFrom(page)
  await open()
  await expect.poll(() => calls.every((url) => serviceCalls.includes(url))).toBe(true)
  release()
  await shown()
  for (const url of calls) expect(serviceCalls.filter((called) => called === url)).toHaveLength(1)
}

/** My orders shown with its orders. */
async function ordersShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /SO-100001-/ }).first()).toBeVisible()
}

/** The albums shown with the customer's own albums. */
async function albumsShown(page: Page) {
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^Family \d/ })
      .first(),
  ).toBeVisible()
}

/** Goes to `path` on the brand's host, not waiting for the load event: that waits for an entry held back. */
const goToUnloaded = (page: Page, path: string) => () =>
  page.goto(`${hostOf('printbloom-gb')}${path}`, { waitUntil: 'commit' })

/** What the last visit of `path` remembered of its first screen (platform/first-calls.ts). */
async function rememberedFirst(
  page: Page,
  kind: 'calls' | 'images',
  path: string,
): Promise<string[] | undefined> {
  const stored = await page.evaluate(() => localStorage.getItem('app.firstCalls'))
  return JSON.parse(stored ?? '{}')?.[kind]?.[path]
}

test('the timeline asks for the first month it showed last time together with its summary, not after it', async ({
  browser,
}) => {
  await onTimeline(browser, async (page, timeline) => {
    // The timeline's tools, loaded after the first thumbnails, have remembered the month (first-month-ahead.ts's key).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('photoLibrary.firstMonth')))
      .toContain('"month"')
    // On the next opening the summary is held until the test lets it go: only a month asked for ahead of it is seen.
    const { released, release } = gate()
    await page.route(/\/users\/timeline$/, async (route) => {
      await released
      await route.continue()
    })
    const months: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (isTimelinePage(url)) months.push(`${url.pathname}${url.search}`)
    })
    await page.reload()
    await expect.poll(() => months.length).toBeGreaterThan(0)
    const askedAhead = months[0]!
    release()
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
    // The month asked ahead was the one shown first: its rows took it from the cache, not asking again.
    expect(months.filter((month) => month === askedAhead)).toHaveLength(1)
    const [, year, month] = /\/photos\/timeline\/(\d+)\/(\d+)/.exec(askedAhead)!
    await expect(timeline.getByRole('heading', { level: 2 }).first()).toHaveAttribute(
      'id',
      `section-${Number(year)}-${Number(month)}`,
    )
  })
})

// Decision 0063: the head start sends the calls the screen sent first last time while the app's code is on its way.
test('a repeat visit sends its first calls while the app’s code is on its way, and the app takes each up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await signedInOnOrders(page)
    await expect
      .poll(() => rememberedFirst(page, 'calls', '/orders'))
      .toEqual(expect.arrayContaining([expect.stringContaining('/orders')]))
    const firstCalls = (await rememberedFirst(page, 'calls', '/orders'))!
    expect(firstCalls.every((url) => url.startsWith(`${mockOrigin}/`))).toBe(true)

    // Not to the load event: that waits for the entry held here.
    await sentEarlyAndTakenUp(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      firstCalls,
      () => ordersShown(page),
    )
  })
})

// Issue 40: an address opened for the first time on this device gets the shell's calls early (platform/shell-calls.ts).
test('a first visit of a page sends the shell’s calls while the app’s code is on its way, and the app takes each up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await signedInOnOrdersNothingRememberedAt(page, '/settings/email')

    const shellCalls = [
      `${mockOrigin}/customers/customers/me`,
      `${mockOrigin}/public-config/${encodeURIComponent(new URL(hostOf('printbloom-gb')).host)}`,
    ]
    await sentEarlyAndTakenUp(page, goToUnloaded(page, '/settings/email'), shellCalls, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Change your email address' })).toBeVisible()
      // The customer's data, from the call sent early.
      await expect(page.getByText(/^Your email address is /)).toBeVisible()
    })
  })
})

// Issue 40: an order opened for the first time on this device gets its order early (platform/page-calls.ts).
test('a first visit of an order sends its order’s call while the app’s code is on its way, and the page takes it up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    const path = '/orders/SO-100001-13'
    await signedInOnOrdersNothingRememberedAt(page, path)

    const orderCall = `${mockOrigin}/orders/v1/superorders/SO-100001-13`
    await sentEarlyAndTakenUp(page, goToUnloaded(page, path), [orderCall], async () => {
      await expect(page.getByRole('heading', { level: 1, name: /SO-100001-13/ })).toBeVisible()
      await expect(page.getByText(/^Ordered on /)).toBeVisible()
    })
  })
})

// Issue 40: an album opened for the first time on this device gets the album and its first photos, in the customer's
// own sort, early (platform/page-calls.ts, decision 0071).
test('a first visit of an album sends its calls in the customer’s sort while the app’s code is on its way, and the page takes them up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await openSignedIn(page, '/my-photos/albums')
    const firstAlbum = page
      .getByRole('main')
      .getByRole('link', { name: /^Family \d/ })
      .first()
    const path = (await firstAlbum.getAttribute('href'))!
    const albumId = path.split('/').at(-1)!
    expect(await rememberedFirst(page, 'calls', path)).toBeUndefined()
    // The customer sorted albums' photos by the date taken, oldest first, on an earlier visit.
    await page.evaluate(() =>
      localStorage.setItem(
        'photoLibrary.sort.albumPhotos',
        JSON.stringify({ sortKey: 'dateTaken', sortOrder: 'asc' }),
      ),
    )

    const albumCalls = [
      `${mockOrigin}/photos/albums/${albumId}`,
      `${mockOrigin}/photos/albums/${albumId}/photos?limit=500&sortKey=dateTaken&sortOrder=asc`,
    ]
    await sentEarlyAndTakenUp(page, goToUnloaded(page, path), albumCalls, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Photos in this album' }).getByRole('link').first(),
      ).toBeVisible()
    })
  })
})

// Issue 40: My orders, a share page and the albums opened for the first time on this device get their calls early
// (decision 0072).
test('a first visit of My orders sends the list’s and the campaigns’ calls while the app’s code is on its way, and the page takes them up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await openSignedIn(page, '/my-photos/albums')
    await albumsShown(page)
    expect(await rememberedFirst(page, 'calls', '/orders')).toBeUndefined()

    const ordersCalls = [
      `${mockOrigin}/orders/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired`,
      ...['christmas', 'valentines-day', 'mothers-day'].map(
        (name) => `${mockOrigin}/content/v1/Campaign/${name}`,
      ),
    ]
    await sentEarlyAndTakenUp(page, goToUnloaded(page, '/orders'), ordersCalls, () => ordersShown(page))
  })
})

test('a first visit of an online product’s share page sends its widget’s and product’s calls while the app’s code is on its way, and the page takes them up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    const path = '/online-products/PC-100001-002'
    await signedInOnOrdersNothingRememberedAt(page, path)

    const shareCalls = [
      `${mockOrigin}/widgets/v1/widget/PC-100001-002`,
      `${mockOrigin}/products/v1/Products/PC-100001-002?extendResponseCommand=none&extendResponseWithUrls=false`,
    ]
    await sentEarlyAndTakenUp(page, goToUnloaded(page, path), shareCalls, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Grandma’s 80th birthday' })).toBeVisible()
    })
  })
})

test('a first visit of the albums sends the first page of albums while the app’s code is on its way, and the page takes it up', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await signedInOnOrdersNothingRememberedAt(page, '/my-photos/albums')

    const albumsCall = `${mockOrigin}/photos/albums?limit=49`
    await sentEarlyAndTakenUp(page, goToUnloaded(page, '/my-photos/albums'), [albumsCall], () =>
      albumsShown(page),
    )
  })
})

// Issue 40: a photo's preview opened for the first time on this device gets its photos and the counts early (decision
// 0073).
test('a first visit of a photo’s preview sends its photos’ and the counts’ calls while the app’s code is on its way, and the page takes them up', async ({
  browser,
}) => {
  await onTimeline(browser, async (page, timeline) => {
    const link = await timeline
      .getByRole('link', { name: /^Taken on / })
      .first()
      .getAttribute('href')
    const path = new URL(link!, hostOf('printbloom-gb')).pathname
    expect(await rememberedFirst(page, 'calls', path)).toBeUndefined()

    // No sort chosen: the photos by the date taken, newest first, from the list.
    const previewCalls = [
      `${mockOrigin}/photos/photos?limit=500&sortKey=dateTaken&sortOrder=desc`,
      `${mockOrigin}/photos/users/counts`,
    ]
    await sentEarlyAndTakenUp(page, goToUnloaded(page, path), previewCalls, async () => {
      await expect(page.getByText(/^Photo \d+ of \d+$/)).toBeVisible()
      await expect(page.getByTestId('photo-preview-stage').getByRole('img')).toBeVisible()
    })
  })
})

// Issue 40: on a phone's network the neighbours' images shared the link with the photo just opened and delayed it.
test('a photo’s preview asks for its neighbours’ images only once its own has come', async ({ browser }) => {
  await onTimeline(browser, async (page, timeline) => {
    // The second photo, which has a neighbour on each side.
    const link = await timeline
      .getByRole('link', { name: /^Taken on / })
      .nth(1)
      .getAttribute('href')
    const { released, release } = gate()
    const images: { url: string; whileHeld: boolean }[] = []
    let holding = true
    await page.route(
      (url) => url.href.startsWith(`${mockOrigin}/`),
      async (route) => {
        if (route.request().resourceType() !== 'image') return route.continue()
        const first = images.length === 0
        images.push({ url: route.request().url(), whileHeld: holding })
        if (first) await released
        await route.continue()
      },
    )
    // Not to the load event: that waits for the image held here.
    await page.goto(new URL(link!, hostOf('printbloom-gb')).href, { waitUntil: 'commit' })
    await expect(page.getByText(/^Photo 2 of \d+$/)).toBeVisible()
    await expect.poll(() => images.length).toBeGreaterThan(0)
    // The page has committed the preview and run its effects over two frames: a neighbour asked for at once is seen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(images.filter((image) => image.whileHeld).map((image) => image.url)).toHaveLength(1)
    holding = false
    release()
    const shown = page.getByTestId('photo-preview-stage').getByRole('img')
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await shown.getAttribute('src')).toBe(images[0]!.url)
    // Then both neighbours', each once.
    await expect.poll(() => new Set(images.slice(1).map((image) => image.url)).size).toBe(2)
    expect(images).toHaveLength(3)
  })
})

test('a repeat visit of the photos asks for the thumbnails its first screen showed while the app’s code is on its way', async ({
  browser,
}) => {
  await onTimeline(browser, async (page, timeline) => {
    await expect
      .poll(async () => (await rememberedFirst(page, 'images', '/my-photos/photos'))?.length ?? 0)
      .toBeGreaterThan(0)
    const images = (await rememberedFirst(page, 'images', '/my-photos/photos'))!
    // The thumbnails are decorative (alt=""), so they have no role: found as the timeline's images.
    const shown = await timeline
      .locator('img')
      .evaluateAll((found) => found.map((image) => (image as HTMLImageElement).currentSrc))
    expect(images.every((url) => shown.includes(url))).toBe(true)

    const release = await holdTheEntry(page)
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    await page.reload({ waitUntil: 'commit' })
    await expect.poll(() => images.every((url) => asked.includes(url))).toBe(true)
    release()
    await timelineShown(page)
    // The cells took the preloaded thumbnails up: none was asked for again.
    for (const url of images) expect(asked.filter((called) => called === url)).toHaveLength(1)
  })
})

/**
 * The cookie header of every request the page sends to the static host (pages, files, config.json, messages), until
 * they are read: a header asked for later, and never awaited, failed as the page closed, in whichever test ran next.
 */
function cookiesSentToStaticHost(page: Page): () => Promise<string[]> {
  const sent: Promise<string>[] = []
  let recording = true
  page.on('request', (request) => {
    if (recording && new URL(request.url()).port === String(port))
      sent.push(request.allHeaders().then((headers) => headers.cookie ?? ''))
  })
  return () => {
    recording = false
    return Promise.all(sent)
  }
}

const carries = (name: string) => (cookie: string) =>
  cookie.split(/;\s*/).some((pair) => pair.startsWith(`${name}=`))

// Issue 42, point 7: the refresh token is kept in the origin's storage, not in a cookie (decision 0057).
test('no request to the static host carries the refresh token, through sign-in, pages, a reload and a renewal', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    const cookies = cookiesSentToStaticHost(page)
    const renewed = page.waitForRequest(isRefreshGrant)
    await page.clock.install({ time: Date.now() })
    await signInThenReloadOrders(page, '/my-photos/photos')
    const refreshTokenBefore = await storedRefreshToken(page)
    await page.clock.fastForward(accessTokenLifetimeSeconds * 1000)
    await page.getByRole('link', { name: 'Settings' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await renewed
    // The provider rotates refresh tokens: leaving before the renewed ones are kept would sign the next page out.
    await expect.poll(() => storedRefreshToken(page)).not.toBe(refreshTokenBefore)
    await page.goto(`${hostOf('printbloom-gb')}/settings/personal-details`)
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible()
    const sent = await cookies()
    // The count is of cookies really sent: the access token goes with every request after sign-in.
    expect(sent.filter(carries('auth_access_token')).length).toBeGreaterThan(20)
    expect(sent.filter(carries('auth_refresh_token'))).toEqual([])
  })
})

test('a refresh-token cookie an older version left is taken into storage at start, and no later request carries it', async ({
  browser,
}) => {
  await onDeployment(browser, async (page) => {
    await page.goto(`${hostOf('printbloom-gb')}/my-photos/albums`)
    await page.getByRole('link', { name: 'Consumer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    const refreshToken = await storedRefreshToken(page)
    expect(refreshToken).toMatch(/^ey/)
    // The session as the app before decision 0057 kept it: the refresh token in a cookie, none in storage.
    await page.evaluate(() => localStorage.removeItem('auth_refresh_token'))
    await page
      .context()
      .addCookies([
        { name: 'auth_refresh_token', value: refreshToken!, url: hostOf('printbloom-gb'), sameSite: 'Lax' },
      ])
    const cookies = cookiesSentToStaticHost(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    await page.getByRole('link', { name: 'My orders' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    const sent = await cookies()
    expect(await storedRefreshToken(page)).toBe(refreshToken)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('auth_refresh_token')
    // Only the requests before the app started (the first page and what its Link header preloads) still carried it.
    const carried = sent.filter(carries('auth_refresh_token')).length
    expect(carried).toBeGreaterThan(0)
    expect(sent.slice(carried).filter(carries('auth_refresh_token'))).toEqual([])
    expect(sent.slice(carried).filter(carries('auth_access_token')).length).toBeGreaterThan(10)
  })
})
