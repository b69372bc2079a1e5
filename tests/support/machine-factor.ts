// How much slower this machine is right now than the idle 2-core machine the browser tests' time limits were set on
// (issue 30): a fixed piece of work (building, serialising and reading back 20,000 records) timed here, over its time
// there. A busy or slow machine gets longer limits, so it is slower, not red; a faster one keeps them as they are.
// Measured once, when Playwright reads its configuration, and handed to the workers in E2E_MACHINE_FACTOR.

/** The work's median time on the idle 2-core machine (the fastest of repeated runs there took 23–24 ms). */
export const referenceMs = 25
/** However busy the machine, limits grow at most this much: a run that needs more is broken, not slow. */
export const maxFactor = 3

function timedWork(): number {
  const start = performance.now()
  const rows = Array.from({ length: 20_000 }, (_, index) => ({
    id: `photo-${index}`,
    taken: new Date(1e12 + index * 1e7).toISOString(),
    size: index % 977,
  }))
  const read = JSON.parse(JSON.stringify(rows)) as typeof rows
  if (read.length !== rows.length) throw new Error('the timed work lost records')
  return performance.now() - start
}

/** The median of five timings: one interruption neither makes the machine look slow nor hides a busy one. */
export function medianWorkMs(time: () => number = timedWork): number {
  time() // the first run also compiles the code
  const times = Array.from({ length: 5 }, time).sort((a, b) => a - b)
  return times[2]!
}

export function factorFor(workMs: number): number {
  return Math.round(Math.min(maxFactor, Math.max(1, workMs / referenceMs)) * 100) / 100
}

/** The factor of E2E_MACHINE_FACTOR when set (a worker, or a person who wants one), else measured now and set. */
export function machineFactor(): number {
  const given = Number(process.env.E2E_MACHINE_FACTOR)
  if (given > 0) return given
  const factor = factorFor(medianWorkMs())
  process.env.E2E_MACHINE_FACTOR = String(factor)
  return factor
}

/** A time limit a test sets for itself, grown by the same factor as Playwright's own. */
export function scaledMs(ms: number): number {
  return Math.round(ms * machineFactor())
}
