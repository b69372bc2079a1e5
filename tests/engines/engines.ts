// How each engine starts for the journeys (docs/decisions/0041-three-engines.md): Chromium as the rest of the browser
// tests start it; Debian's Firefox ESR through Playwright's WebDriver BiDi Firefox, behind firefox-bidi-proxy.mjs;
// WebKitGTK through WebKitWebDriver (webkit-driver-process.ts).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, chromium, firefox } from '@playwright/test'
import { testChromiumLaunchOptions } from '../support/chromium'
import type { EngineName } from './engine-session'

export const firefoxEsr = '/usr/bin/firefox-esr'
const firefoxBehindProxy = resolve('tests/engines/firefox-bidi-proxy.mjs')

/** The engines the journeys run in, each one Playwright project per deployment (playwright.config.ts). */
export const engineNames: EngineName[] = ['chromium', 'firefox', 'webkit']

/** Chromium or Firefox as Playwright drives it; WebKit is not Playwright's (webdriver-session.ts). */
export function launchPlaywrightEngine(engine: Exclude<EngineName, 'webkit'>): Promise<Browser> {
  if (engine === 'chromium') return chromium.launch(testChromiumLaunchOptions)
  if (!existsSync(firefoxEsr))
    throw new Error(`${firefoxEsr} is missing: apt-get install -y firefox-esr (.ci/run does)`)
  return firefox.launch({
    channel: 'moz-firefox',
    executablePath: firefoxBehindProxy,
    firefoxUserPrefs: {
      // No first-run pages, no updates, no telemetry: nothing but the app on the network.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  })
}
