import { describe, expect, it } from 'vitest'
import { browserTestTimes, type PlaywrightReport, timeReport } from './suite-times'

const report: PlaywrightReport = {
  suites: [
    {
      specs: [
        {
          file: 'orders.spec.ts',
          tests: [
            { projectName: 'chromium', results: [{ duration: 30_000 }] },
            // A flaky test's retry is time the workers spent too.
            { projectName: 'chromium', results: [{ duration: 50_000 }, { duration: 10_000 }] },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              file: '../engines/journeys/photos.journey.ts',
              tests: [{ projectName: 'firefox-production', results: [{ duration: 120_000 }] }],
            },
            { file: 'albums.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 6_000 }] }] },
          ],
        },
      ],
    },
  ],
}

describe("npm test's time report", () => {
  it('sums the browser tests per project and per file, retries and nested suites included', () => {
    const times = browserTestTimes(report)
    expect(Object.fromEntries(times.perProject)).toEqual({ chromium: 96_000, 'firefox-production': 120_000 })
    expect(times.perFile.get('chromium › orders.spec.ts')).toBe(90_000)
    expect(times.perFile.get('firefox-production › ../engines/journeys/photos.journey.ts')).toBe(120_000)
  })

  it('lists each step, the workers’ time, the longest files first, and the total against CI’s 25 minutes', () => {
    const lines = timeReport(
      [
        { name: 'lint', ms: 60_000 },
        { name: 'browser tests', ms: 30 * 60_000 },
      ],
      browserTestTimes(report),
      2,
    )
    expect(lines).toEqual([
      'Time',
      '  lint           1.0 min',
      '  browser tests  30.0 min',
      "  browser tests' worker time per project: chromium 1.6 min, firefox-production 2.0 min",
      '  their longest files: firefox-production › ../engines/journeys/photos.journey.ts 120 s, chromium › orders.spec.ts 90 s',
      "  total 31.0 min, over CI's 25 minutes",
    ])
  })

  it('says within when the run fits, and leaves the browser lines out when there was no report', () => {
    expect(timeReport([{ name: 'lint', ms: 24 * 60_000 }], undefined)).toEqual([
      'Time',
      '  lint  24.0 min',
      "  total 24.0 min, within CI's 25 minutes",
    ])
  })
})
