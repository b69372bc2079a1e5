import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Playwright's own Chromium when it is installed, else Debian's (npx playwright install cannot download here). */
function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // No bundled browser registered.
  }
  return '/usr/bin/chromium'
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
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable(),
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
}

export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions)
}
