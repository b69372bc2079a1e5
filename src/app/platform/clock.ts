/**
 * Where the QA harness keeps the mock services' clock offset (mocks/clock.ts `clockOffsetStorageKey`; the app may not
 * import mocks, so the name is repeated here and clock.test.ts keeps the two equal).
 */
const mockClockOffsetKey = 'mockClockOffsetMs'

/**
 * The current time as the services see it: real time, and in mock mode the mock clock the harness moves forward
 * (+1 day, +8 days), so what the app derives from dates (an order in progress) agrees with what the mocks answer.
 * Outside mock mode the offset is never read (the branch is removed from the production build).
 */
export function serviceNow(): number {
  if (import.meta.env.MODE !== 'mock' || typeof localStorage === 'undefined') return Date.now()
  const offset = Number(localStorage.getItem(mockClockOffsetKey))
  return Date.now() + (Number.isFinite(offset) && offset > 0 ? offset : 0)
}
