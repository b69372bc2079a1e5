// The journeys' fixtures: `journey` drives the project's engine (playwright.config.ts) in the project's deployment,
// and fails the test on any console error, page error or failed request the journey did not ask for.
import { mkdirSync } from 'node:fs'
import { type Browser, test as base, expect } from '@playwright/test'
import type { LoggedRequest } from '../../mocks/request-log'
import { mockRequestsPath } from '../../mocks/request-log'
import { scaledMs } from '../support/machine-factor'
import { type Deployment, mockServerOrigin } from './deployment'
import type { EngineName, EngineSession } from './engine-session'
import { launchPlaywrightEngine } from './engines'
import { Journey } from './journey'
import { playwrightSession } from './playwright-session'
import { webDriverSession } from './webdriver-session'
import { startWebKitWebDriver } from './webkit-driver-process'

export interface JourneyOptions {
  engine: EngineName
  deployment: Deployment
  /** Console errors a journey provokes on purpose. */
  expectedErrors: RegExp | undefined
  /** Refusals the services give by contract on the journey's way, matched against `METHOD path status`. */
  expectedRefusals: RegExp | undefined
}

/** Kept past the next Playwright run, which empties test-results/ (screenshots/ is npm run screenshots' folder). */
export const screenshotsDir = 'screenshots/engines'

/** Each journey's browser's User-Agent, asked of the page once. */
const userAgents = new WeakMap<Journey, string>()

/**
 * What the HTTP mock server was asked so far by this journey's browser (the production deployment only): journeys
 * of other engines run beside it, each engine's one at a time, and each engine sends its own User-Agent.
 */
export async function mockRequests(journey: Journey): Promise<LoggedRequest[]> {
  const userAgent = userAgents.get(journey) ?? (await journey.run(() => navigator.userAgent, undefined))
  userAgents.set(journey, userAgent)
  const answer = await fetch(`${mockServerOrigin()}${mockRequestsPath}`)
  return ((await answer.json()) as LoggedRequest[]).filter((request) => request.userAgent === userAgent)
}

interface WorkerFixtures {
  /** A WebKit project's worker's WebDriver server, which opens sessions. */
  webKit: { newSession: () => Promise<EngineSession> } | undefined
  /** The Playwright browser of a Chromium or Firefox project's worker. */
  engineBrowser: Browser | undefined
}

/** The promise's value, or a failure once `ms` have passed. */
function withinLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not end within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * The limit of each step after a journey (the failure screenshot, reading errors, closing): a driver that never
 * answers must not hold the worker and its retry.
 */
const teardownLimitMs = scaledMs(15_000)

const engineOf = (workerInfo: { project: { use: unknown } }) =>
  (workerInfo.project.use as Partial<JourneyOptions>).engine

export const test = base.extend<JourneyOptions & { journey: Journey }, WorkerFixtures>({
  engine: ['chromium', { option: true }],
  deployment: ['production', { option: true }],
  expectedErrors: [undefined, { option: true }],
  expectedRefusals: [undefined, { option: true }],
  webKit: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      if (engineOf(workerInfo) !== 'webkit') return use(undefined)
      let driver = await startWebKitWebDriver()
      // A session that does not open in time (seen twice in some hundred: MiniBrowser never answered) is given up
      // with its driver, and asked once more of a new one.
      const newSession = async () => {
        try {
          return await withinLimit(webDriverSession(driver.url), scaledMs(30_000), 'opening a WebKit session')
        } catch {
          driver.stop()
          driver = await startWebKitWebDriver()
          return webDriverSession(driver.url)
        }
      }
      await use({ newSession })
      driver.stop()
    },
    { scope: 'worker' },
  ],
  engineBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use, workerInfo) => {
      const engine = engineOf(workerInfo) ?? 'chromium'
      if (engine === 'webkit') return use(undefined)
      const browser = await launchPlaywrightEngine(engine)
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  journey: async (
    { engine, deployment, expectedErrors, expectedRefusals, webKit, engineBrowser },
    use,
    testInfo,
  ) => {
    mkdirSync(screenshotsDir, { recursive: true })
    // Firefox ESR takes no colour-scheme emulation over BiDi (firefox-bidi-proxy.mjs): no context asks for one.
    const context = await engineBrowser?.newContext({ colorScheme: null })
    const session =
      engine === 'webkit'
        ? await webKit!.newSession()
        : await playwrightSession(await context!.newPage(), engine)
    const journey = new Journey(session)
    try {
      await session.resize(1280, 900)
      const seenBefore = deployment === 'production' ? ((await mockRequests(journey)).at(-1)?.seq ?? 0) : 0
      await use(journey)
      if (testInfo.status !== testInfo.expectedStatus) {
        await withinLimit(
          session.screenshot(testInfo.outputPath('failed.png')),
          teardownLimitMs,
          'a screenshot',
        ).catch(() => undefined)
      }
      const errors = (await withinLimit(session.errors(), teardownLimitMs, 'reading the page errors')).filter(
        (text) => !expectedErrors?.test(text),
      )
      expect(errors, `console errors, page errors and failed requests in ${engine}`).toEqual([])
      if (deployment === 'production') {
        const failed = (await mockRequests(journey)).filter(
          (request) =>
            request.seq > seenBefore &&
            request.status >= 400 &&
            !expectedRefusals?.test(`${request.method} ${request.path} ${request.status}`),
        )
        expect(failed, 'requests the mock services refused').toEqual([])
      }
    } finally {
      await withinLimit(session.close(), teardownLimitMs, 'closing the session').catch(() => undefined)
      await context?.close().catch(() => undefined)
    }
  },
})

export { expect }
