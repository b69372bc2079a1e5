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

/** How every browser run here starts Chromium: headless, sandbox off (root), no background traffic. */
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable(),
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
