import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { frontCertificate } from './front-certificate'

/** Playwright's own Chromium when it is installed (npx playwright install cannot download here). */
function playwrightsChromium(): boolean {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false // No bundled browser registered.
  }
}

/**
 * The browser tests' Chromium: Playwright's own, else Debian's old headless shell (chromium-headless-shell), else
 * Debian's chromium. The shell draws no window at all and ran the browser tests in about two thirds of the full
 * browser's time on a 2-core machine (docs/decisions/0031-browser-test-time.md).
 */
function testChromium(): string | undefined {
  if (playwrightsChromium()) return undefined
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'
}
const headlessShell = '/usr/bin/chromium-headless-shell'

/** The bench and the screenshots: the full browser, the one customers run, whose frames and paints they measure. */
function fullChromium(): string | undefined {
  return playwrightsChromium() ? undefined : '/usr/bin/chromium'
}

/**
 * Under libfaketime (npm run test:dates) Chromium's zygote cannot start its renderers, so Chromium starts without it;
 * the pages get the faked day from Playwright's clock instead (tests/e2e/fixtures.ts, `dayUnderTest`).
 */
function withoutFaketime(): Record<string, string> | undefined {
  if (!process.env.FAKETIME) return undefined
  const { LD_PRELOAD: _faketime, FAKETIME: _offset, FAKETIME_SHARED: _shared, ...env } = process.env
  return env as Record<string, string>
}

/** How every browser run here starts Chromium: headless, sandbox off (root), no background traffic. */
const launchOptions = (executablePath: string | undefined) => ({
  executablePath,
  env: withoutFaketime(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})

/** The browser tests' launch options (playwright.config.ts). */
export const testChromiumLaunchOptions = launchOptions(testChromium())

/**
 * The bench's and the screenshots' browser. With `trustFrontCertificate`, the certificate of the TLS fronts
 * (front-certificate.ts) is taken as valid, so their answers are cached as a real certificate's are.
 */
export function launchChromium(options: { trustFrontCertificate?: boolean } = {}) {
  const launch = launchOptions(fullChromium())
  if (!options.trustFrontCertificate) return chromium.launch(launch)
  const trust = `--ignore-certificate-errors-spki-list=${frontCertificate().publicKeyHash}`
  return chromium.launch({ ...launch, args: [...launch.args, trust] })
}

/** Which browser {@link launchChromium} starts, for the bench to print beside its figures. */
export function benchChromiumName(version: string): string {
  const executable = fullChromium() ?? "Playwright's own build"
  return `Chromium ${version}, the full browser in its headless mode (${executable})`
}
