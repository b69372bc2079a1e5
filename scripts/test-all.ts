// npm test: every check and test runner in turn, then one line `N passed, N failed` that adds them all up.
// Every step runs even after a failure, so one run shows everything that is wrong; the exit code is 1 if any failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { startMockServerProcess } from '../tests/support/mock-server-process'
import { portFor } from '../tests/support/ports'
import { runSideBySide } from './side-by-side'
import {
  type BrowserTestTimes,
  browserTestTimes,
  type PlaywrightReport,
  type StepTime,
  timeReport,
} from './suite-times'

interface Count {
  passed: number
  failed: number
  skipped: number
}

const results = 'test-results'
mkdirSync(results, { recursive: true })
const totals: Record<string, Count> = {}
const steps: StepTime[] = []
let browserTimes: BrowserTestTimes | undefined

function run(name: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command}`)
  const started = performance.now()
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } })
  steps.push({ name, ms: performance.now() - started })
  return result.status === 0
}

function add(runner: string, count: Count) {
  totals[runner] ??= { passed: 0, failed: 0, skipped: 0 }
  const total = totals[runner]
  total.passed += count.passed
  total.failed += count.failed
  total.skipped += count.skipped
}

/** A check that is not a test runner (lint, types, drift, size) counts as one test. */
function check(name: string, command: string) {
  countCheck(name, run(name, command))
}

function countCheck(name: string, ok: boolean) {
  add('checks', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })
  if (!ok) console.error(`✗ ${name} failed`)
}

function vitest(projects: string[], report: string) {
  vitestWith(
    `vitest: ${projects.join(', ')}`,
    `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')}`,
    report,
  )
}

function vitestWith(name: string, command: string, report: string) {
  rmSync(report, { force: true })
  const ok = run(name, `${command} --reporter=default --reporter=json --outputFile.json=${report}`)
  if (!existsSync(report)) {
    add('vitest', { passed: 0, failed: 1, skipped: 0 })
    return
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  add('vitest', {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1),
    skipped: json.numPendingTests + json.numTodoTests,
  })
}

/**
 * The contract suite's response checks against the standalone mock server, as against any live service. The server
 * takes MOCK_SERVER_PORT or a free port; a taken port, or another program answering there, fails this step at once.
 */
async function contractAgainstMockServer() {
  let server: Awaited<ReturnType<typeof startMockServerProcess>>
  try {
    server = await startMockServerProcess(await portFor('MOCK_SERVER_PORT'), 'MOCK_SERVER_PORT')
  } catch (error) {
    console.error(`✗ live contract suite not run: ${(error as Error).message}`)
    add('vitest', { passed: 0, failed: 1, skipped: 0 })
    return
  }
  try {
    vitestWith(
      'vitest: contract, against the mock server',
      `npm run test:contract -- --base-url ${server.origin} --include-writes`,
      `${results}/vitest-live.json`,
    )
  } finally {
    server.stop()
  }
}

function playwright() {
  const report = `${results}/e2e-results.json`
  rmSync(report, { force: true })
  const ok = run('browser tests (Playwright)', 'npx playwright test', { CI: 'true' })
  if (!existsSync(report)) {
    add('playwright', { passed: 0, failed: 1, skipped: 0 })
    return
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport & {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  const { stats } = json
  browserTimes = browserTestTimes(json)
  add('playwright', {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1),
    skipped: stats.skipped,
  })
}

// Each of these uses about one core: two at a time (decision 0074).
for (const result of await runSideBySide([
  { title: 'type-check', command: 'npm run typecheck' },
  { title: 'generated clients match openapi/', command: 'npm run check:generated' },
  { title: 'layer boundaries (dependency-cruiser)', command: 'npm run check:boundaries' },
  { title: 'lint (Biome, Redocly)', command: 'npm run lint' },
])) {
  steps.push({ name: result.title, ms: result.ms })
  countCheck(result.title, result.ok)
}
vitest(['unit', 'unit-dom', 'contract'], `${results}/vitest.json`)
await contractAgainstMockServer()
check('production build', 'npm run build')
vitest(['bundle'], `${results}/vitest-bundle.json`)
check('bundle size budget', 'npx size-limit')
// Its own step, not a vitest test: it runs tsc, Biome, vitest and Playwright on a copy (scripts/new-page-check.ts).
check('the page generator, proven in a copy', 'npx tsx scripts/new-page-check.ts')
playwright()

console.log('\nSummary')
for (const [runner, count] of Object.entries(totals)) {
  console.log(
    `  ${runner}: ${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ''}`,
  )
}
const passed = Object.values(totals).reduce((sum, count) => sum + count.passed, 0)
const failed = Object.values(totals).reduce((sum, count) => sum + count.failed, 0)
console.log(`\n${timeReport(steps, browserTimes).join('\n')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
