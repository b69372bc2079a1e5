/** The mock services' time: real time plus an offset the harness can move forward (exports, imports). */
export interface MockClock {
  now: () => number
  advance: (ms: number) => void
}

export function createClock(offsetMs = 0): MockClock {
  let offset = offsetMs
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms
    },
  }
}
