import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunchOptions } from './tests/support/chromium'
import { machineFactor } from './tests/support/machine-factor'
import { e2ePort as chooseE2ePort } from './tests/support/ports'
import { serverIdPath } from './tests/support/preview-server'

// E2E_PORT, or a free port chosen here and passed on to the workers through the environment.
const e2ePort = chooseE2ePort()
// Time limits grow on a machine busier or slower than the idle 2-core one they were set on (machine-factor.ts).
const factor = machineFactor()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * factor,
  // Generous: a 2-core runner seeding a library of thousands of photos can take over 10 s to show the first screen.
  expect: { timeout: 20_000 * factor },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Recording a trace on every run took about 40 % of the browser tests' time (its screencast alone kept the GPU
    // process busy); a failure is traced on its retry (CI=true), or locally with --trace on.
    trace: 'on-first-retry',
    launchOptions: testChromiumLaunchOptions,
  },
  webServer: {
    // The app built in mock mode and served as files (tests/support/serve-e2e-build.ts): msw answers in the browser.
    command: 'npx tsx tests/support/serve-e2e-build.ts',
    // Only this build has this file: a foreign server on the port is never taken for ours.
    url: `http://127.0.0.1:${e2ePort}/${serverIdPath}`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 240_000,
  },
})
