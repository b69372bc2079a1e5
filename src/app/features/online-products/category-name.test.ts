import { describe, expect, it } from 'vitest'
import { readableCategoryName } from './category-name'

describe('readableCategoryName', () => {
  it('sets the words of a service name apart, with a capital first letter', () => {
    expect(readableCategoryName('RoadTrips')).toBe('Road Trips')
    expect(readableCategoryName('roadTrips')).toBe('Road Trips')
    expect(readableCategoryName('road_trips')).toBe('Road trips')
    expect(readableCategoryName('road-trips')).toBe('Road trips')
    expect(readableCategoryName('Year2025Highlights')).toBe('Year2025 Highlights')
  })

  it('keeps names and acronyms, and softens several words in capitals only', () => {
    expect(readableCategoryName('DIYProjects')).toBe('DIY Projects')
    expect(readableCategoryName('weekendInParis')).toBe('Weekend In Paris')
    expect(readableCategoryName('BBQ')).toBe('BBQ')
    expect(readableCategoryName('WINTER_SPORTS')).toBe('Winter Sports')
  })

  it('leaves a plain word alone, handles accented letters, and keeps a name with no words as it is', () => {
    expect(readableCategoryName('Travel')).toBe('Travel')
    expect(readableCategoryName('ÉtéÀParis')).toBe('Été À Paris')
    expect(readableCategoryName('___')).toBe('___')
  })
})
