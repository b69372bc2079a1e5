import { describe, expect, it } from 'vitest'
import { benchSeedEpoch } from './seed-day'

const at = (iso: string) => new Date(iso).getTime()
const day = (epoch: number) => new Date(epoch).toISOString()

describe('benchSeedEpoch', () => {
  it('is the 16th of this month from the 16th on', () => {
    expect(day(benchSeedEpoch(at('2026-12-16T00:00:00Z')))).toBe('2026-12-16T00:00:00.000Z')
    expect(day(benchSeedEpoch(at('2026-12-31T23:59:59Z')))).toBe('2026-12-16T00:00:00.000Z')
  })

  it('is the 16th of the month before on a month’s first days, across a year’s end', () => {
    expect(day(benchSeedEpoch(at('2026-12-02T03:00:00Z')))).toBe('2026-11-16T00:00:00.000Z')
    expect(day(benchSeedEpoch(at('2027-01-15T23:59:59Z')))).toBe('2026-12-16T00:00:00.000Z')
    expect(day(benchSeedEpoch(at('2027-03-01T00:00:00Z')))).toBe('2027-02-16T00:00:00.000Z')
  })

  it('is never after now, and at most a month before it', () => {
    for (let time = at('2026-01-01T00:00:00Z'); time < at('2027-01-01T00:00:00Z'); time += 7 * 3_600_000) {
      const epoch = benchSeedEpoch(time)
      expect(epoch).toBeLessThanOrEqual(time)
      expect(time - epoch).toBeLessThan(31 * 86_400_000)
    }
  })
})
