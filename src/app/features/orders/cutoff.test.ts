import { describe, expect, it } from 'vitest'
import { lastOrderMoment } from './cutoff'

const campaign = {
  name: 'christmas',
  title: 'Christmas',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-24T12:00:00Z',
  isActive: true,
  cutoffs: [
    { articleGroupId: 'photo-books', countryCode: 'GB' as const, lastOrderAt: '2026-12-17T18:00:00Z' },
    { articleGroupId: 'prints', countryCode: 'GB' as const, lastOrderAt: '2026-12-20T18:00:00Z' },
    { articleGroupId: 'photo-books', countryCode: 'NL' as const, lastOrderAt: '2026-12-19T18:00:00Z' },
  ],
}

describe('lastOrderMoment', () => {
  it('is the earliest cut-off of the country still ahead', () => {
    expect(lastOrderMoment(campaign, 'GB', Date.parse('2026-11-24T12:00:00Z'))).toBe(
      Date.parse('2026-12-17T18:00:00Z'),
    )
    expect(lastOrderMoment(campaign, 'GB', Date.parse('2026-12-18T12:00:00Z'))).toBe(
      Date.parse('2026-12-20T18:00:00Z'),
    )
  })
  it('is nothing when the campaign is over, all cut-offs passed, or none is for the country', () => {
    expect(lastOrderMoment({ ...campaign, isActive: false }, 'GB', 0)).toBeUndefined()
    expect(lastOrderMoment(campaign, 'GB', Date.parse('2026-12-21T12:00:00Z'))).toBeUndefined()
    expect(lastOrderMoment(campaign, 'SE', 0)).toBeUndefined()
  })
})
