import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import type { Deployment } from './tests/engines/deployment'
import { deploymentMockPortVariable, deploymentPortVariable } from './tests/engines/deployment'
import { engineNames } from './tests/engines/engines'
import type { JourneyOptions } from './tests/engines/fixtures'
import { testChromiumLaunchOptions } from './tests/support/chromium'
import { machineFactor } from './tests/support/machine-factor'
import { e2ePort as chooseE2ePort, portNow } from './tests/support/ports'
import { serverIdPath } from './tests/support/preview-server'

// E2E_PORT, or a free port chosen here and passed on to the workers through the environment.
const e2ePort = chooseE2ePort()
// The journeys' nginx deployment and its mock server (tests/engines/serve-deployment.ts), chosen the same way.
portNow(deploymentPortVariable)
const deploymentMockPort = portNow(deploymentMockPortVariable)
/** The projects named on the command line (`--project x`, `--project=x`); none named runs them all. */
const namedProjects = process.argv.flatMap((arg, index, args) =>
  arg === '--project' ? [args[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
)
/** Only the journeys need the nginx deployment: `--project chromium` alone does not build it. */
const journeysRun = namedProjects.length === 0 || namedProjects.some((name) => name !== 'chromium')
// E2E_REUSE_SERVERS=1 takes servers already started on E2E_PORT, ENGINES_PORT and ENGINES_MOCK_PORT (by an earlier
// run's commands, for quick rounds while writing a test); each still has to answer as ours.
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1'
// Time limits grow on a machine busier or slower than the idle 2-core one they were set on (machine-factor.ts).
const factor = machineFactor()

/**
 * The customer's journeys in every engine, against each deployment (docs/decisions/0041-three-engines.md): one project
 * per engine and deployment, one worker each. `npx playwright test --project 'firefox-*'` runs one engine's.
 */
const deployments: Deployment[] = ['production', 'mocked']
// Chromium runs the full suite (the 'chromium' project, production-build.spec.ts for the nginx deployment); its
// journeys run on demand (JOURNEYS_IN_CHROMIUM=1), to try a journey where Playwright's own tools help most.
const journeyEngines = engineNames.filter(
  (engine) => engine !== 'chromium' || process.env.JOURNEYS_IN_CHROMIUM === '1',
)
const journeyProjects = journeyEngines.flatMap((engine) =>
  deployments.map((deployment) => ({
    name: `${engine}-${deployment}`,
    testDir: 'tests/engines',
    testMatch: /\.journey\.ts$/,
    workers: 1,
    use: { engine, deployment },
  })),
)

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]

/** The production build behind nginx against the HTTP mock server, for the journeys (tests/engines/). */
const deploymentServer: WebServer = {
  command: 'npm run --silent deployment:mocked',
  // The mock server starts last, and answers its health path with its own body only.
  url: `http://localhost:${deploymentMockPort}/__mock-health`,
  reuseExistingServer,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  timeout: 240_000 * factor,
}

export default defineConfig<JourneyOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * factor,
  // Generous: a 2-core runner seeding a library of thousands of photos can take over 10 s to show the first screen.
  expect: { timeout: 20_000 * factor },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: devices['Desktop Chrome'],
      // The visual baselines keep the names they had before there were projects (no project in the name).
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
    },
    ...journeyProjects,
  ],
  use: {
    // Recording a trace on every run took about 40 % of the browser tests' time (its screencast alone kept the GPU
    // process busy); a failure is traced on its retry (CI=true), or locally with --trace on.
    trace: 'on-first-retry',
    launchOptions: testChromiumLaunchOptions,
  },
  webServer: [
    {
      // The app built in mock mode and served as files (tests/support/serve-e2e-build.ts): msw answers in the browser.
      command: 'npx tsx tests/support/serve-e2e-build.ts',
      // Only this build has this file: a foreign server on the port is never taken for ours.
      url: `http://127.0.0.1:${e2ePort}/${serverIdPath}`,
      reuseExistingServer,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 240_000 * factor,
    },
    ...(journeysRun ? [deploymentServer] : []),
  ],
})
