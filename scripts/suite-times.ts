// Where `npm test`'s time goes (scripts/test-all.ts): each step's wall time, and the browser tests' time per project
// and per file from Playwright's JSON report. CI holds the whole run to 25 minutes on a 2-core machine (issue 39); the
// run's last lines say how far it is from that, and what to look at first.

/** CI's limit for the whole of `npm test`. */
export const ciLimitMinutes = 25

export interface StepTime {
  name: string
  ms: number
}

/** The parts of Playwright's JSON report read here (`reporter: json`). */
export interface PlaywrightReport {
  suites?: ReportSuite[]
}

interface ReportSuite {
  specs?: { file: string; tests: { projectName: string; results: { duration: number }[] }[] }[]
  suites?: ReportSuite[]
}

export interface BrowserTestTimes {
  /** Milliseconds of test time per project, retries included: what the workers spent, not the wall time. */
  perProject: Map<string, number>
  /** The same per project and file, `project › file`. */
  perFile: Map<string, number>
}

/** Sums every result's duration (a retry's too) per project and per project's file. */
export function browserTestTimes(report: PlaywrightReport): BrowserTestTimes {
  const perProject = new Map<string, number>()
  const perFile = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  const walk = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          add(perProject, test.projectName, result.duration)
          add(perFile, `${test.projectName} › ${spec.file}`, result.duration)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return { perProject, perFile }
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`

/** The lines `npm test` ends with: each step, the browser tests' worker time, and the total against CI's limit. */
export function timeReport(
  steps: StepTime[],
  browser: BrowserTestTimes | undefined,
  slowestFiles = 5,
): string[] {
  const width = Math.max(...steps.map((step) => step.name.length))
  const lines = ['Time', ...steps.map((step) => `  ${step.name.padEnd(width)}  ${minutes(step.ms)}`)]
  if (browser && browser.perProject.size > 0) {
    const projects = [...browser.perProject].map(([name, ms]) => `${name} ${minutes(ms)}`).join(', ')
    lines.push(`  browser tests' worker time per project: ${projects}`)
    const files = [...browser.perFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, slowestFiles)
      .map(([name, ms]) => `${name} ${Math.round(ms / 1000)} s`)
    lines.push(`  their longest files: ${files.join(', ')}`)
  }
  const total = steps.reduce((sum, step) => sum + step.ms, 0)
  const verdict = total <= ciLimitMinutes * 60_000 ? 'within' : 'over'
  lines.push(`  total ${minutes(total)}, ${verdict} CI's ${ciLimitMinutes} minutes`)
  return lines
}
