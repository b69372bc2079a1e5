/** The mock services' time: real time plus an offset the harness can move forward (exports, imports). */
export interface MockClock {
  now: () => number
  advance: (ms: number) => void
  /** How far the clock is ahead of real time. */
  offset: () => number
}

export function createClock(offsetMs = 0): MockClock {
  let offset = offsetMs
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms
    },
    offset: () => offset,
  }
}

/** Where the browser mocks keep the clock's offset, so moving time forward survives the reload that follows. */
export const clockOffsetStorageKey = 'mockClockOffsetMs'

export function readClockOffset(storage: Storage): number {
  const value = Number(storage.getItem(clockOffsetStorageKey))
  return Number.isFinite(value) && value > 0 ? value : 0
}

export function saveClockOffset(storage: Storage, offsetMs: number): void {
  if (offsetMs > 0) storage.setItem(clockOffsetStorageKey, String(offsetMs))
  else storage.removeItem(clockOffsetStorageKey)
}
