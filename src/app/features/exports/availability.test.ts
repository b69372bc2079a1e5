import { describe, expect, it } from 'vitest'
import { availableUntil } from './availability'

describe('availableUntil', () => {
  it('is the update time plus 7 days', () => {
    expect(availableUntil('2026-03-02T10:15:00.000Z').toISOString()).toBe('2026-03-09T10:15:00.000Z')
  })

  it('counts exact hours across a daylight-saving change and a month end', () => {
    expect(availableUntil('2026-03-27T23:30:00.000Z').toISOString()).toBe('2026-04-03T23:30:00.000Z')
  })
})
