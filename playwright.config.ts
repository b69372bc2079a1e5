import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium'
import { ports } from './tests/support/ports'

const e2ePort = ports.e2e
const outDir = e2ePort === 4173 ? 'dist-mock' : `dist-mock-${e2ePort}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous: a 2-core runner seeding a library of thousands of photos can take over 10 s to show the first screen.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The app built in mock mode and served as files: msw answers in the browser, as in npm start.
    command: `npx vite build --mode mock --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${e2ePort} --strictPort`,
    url: `http://127.0.0.1:${e2ePort}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
})
