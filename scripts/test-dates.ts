// npm run test:dates: the unit and browser suites on other days, to prove no test depends on today's date. Each run
// starts every process (Node, Vite, Chromium) under libfaketime at the day and hour below, in Europe/Berlin, with
// time running on from there: the mocks seed relative to that "today" and the app reads it as a customer would.
//
//   npm run test:dates                      every day below, unit and browser suites
//   npm run test:dates -- --only unit       one suite (unit or e2e)
//   npm run test:dates -- --at "2027-03-28 01:30:00"   a day of your own (repeatable)
//   npm run test:dates -- --only e2e --at "2027-10-31 02:30:00" -- selection.spec.ts -g retried   after a second --: the runner's own
//
// Needs Debian's faketime (apt-get install -y faketime). Ends with one `N passed, N failed` line (suite runs).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface Day {
  at: string
  why: string
}

/** Local times in Europe/Berlin; several sit near midnight, where the local and the UTC day differ. */
const days: Day[] = [
  { at: '2027-01-01 00:30:00', why: '1 January, first day of a month and year (UTC is still 31 December)' },
  { at: '2028-02-29 23:30:00', why: '29 February, last day of a month in a leap year' },
  { at: '2027-03-28 01:30:00', why: 'the spring daylight-saving change (02:00 → 03:00) half an hour ahead' },
  {
    at: '2027-10-31 02:30:00',
    why: 'the autumn daylight-saving change (03:00 → 02:00), last day of a month',
  },
  { at: '2026-11-30 23:55:00', why: 'the last minutes of a month' },
]
const timeZone = 'Europe/Berlin'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    at: { type: 'string', multiple: true },
  },
})
const suites = {
  unit: 'npx vitest run --project unit',
  e2e: 'npx playwright test',
} as const
type Suite = keyof typeof suites
const chosenSuites = (values.only ? [values.only] : Object.keys(suites)) as Suite[]
for (const suite of chosenSuites)
  if (!(suite in suites)) throw new Error(`--only takes ${Object.keys(suites)}`)
const chosenDays = values.at ? values.at.map((at) => ({ at, why: 'asked for' })) : days

const libfaketime = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
].find(existsSync)
if (!libfaketime) {
  console.error('libfaketime is not installed: apt-get install -y faketime (Debian), then run this again.')
  process.exit(2)
}

/** Seconds from now to `at` (local time in the time zone), as libfaketime's relative offset ('+N' or '-N'). */
function offsetTo(at: string): string {
  const target = spawnSync('date', ['-d', at, '+%s'], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  })
  const seconds = Number(target.stdout.trim()) - Math.floor(Date.now() / 1000)
  if (!Number.isFinite(seconds) || target.status !== 0) throw new Error(`not a date: ${at}`)
  return seconds >= 0 ? `+${seconds}` : String(seconds)
}

function shellQuoted(argument: string): string {
  return `'${argument.replaceAll("'", "'\\''")}'`
}

const outcomes: { day: Day; suite: Suite; ok: boolean; seconds: number }[] = []
for (const day of chosenDays) {
  for (const suite of chosenSuites) {
    console.log(`\n▶ ${suite} suite at ${day.at} ${timeZone}: ${day.why}`)
    const started = performance.now()
    // A relative offset and no state shared between processes: the faketime wrapper's shared semaphore is left
    // locked when a test runner ends a worker in the middle of a time call, and every other process then hangs.
    const result = spawnSync('sh', ['-c', [suites[suite], ...positionals.map(shellQuoted)].join(' ')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        CI: 'true',
        TZ: timeZone,
        LD_PRELOAD: libfaketime,
        FAKETIME: offsetTo(day.at),
        // Only the calendar moves; timers and timeouts keep the real monotonic clock.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
      },
    })
    outcomes.push({ day, suite, ok: result.status === 0, seconds: (performance.now() - started) / 1000 })
  }
}

console.log('\nDays tried')
for (const { day, suite, ok, seconds } of outcomes) {
  console.log(
    `  ${ok ? 'passed' : 'FAILED'}  ${suite.padEnd(4)} ${day.at} ${timeZone}  (${Math.round(seconds)} s)  ${day.why}`,
  )
}
const failed = outcomes.filter((outcome) => !outcome.ok).length
console.log(`${outcomes.length - failed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
