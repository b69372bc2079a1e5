import { existsSync } from 'node:fs'
import { chromium, defineConfig, devices } from '@playwright/test'

/** Playwright's own Chromium when it is installed, else Debian's (npx playwright install cannot download here). */
function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // No bundled browser registered.
  }
  return '/usr/bin/chromium'
}

export const e2ePort = 4173

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    // The app built in mock mode and served as files: msw answers in the browser, as in npm start.
    command: `npm run build:mock && npx vite preview --outDir dist-mock --port ${e2ePort} --strictPort`,
    url: `http://127.0.0.1:${e2ePort}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
})
