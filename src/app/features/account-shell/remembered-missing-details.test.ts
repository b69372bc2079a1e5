import { describe, expect, it } from 'vitest'
import { rememberMissingDetails } from './remember-missing-details'
import { rememberedMissingDetails } from './remembered-missing-details'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('the missing details remembered for the banner’s place', () => {
  it('gives back what was kept, in its order', () => {
    const storage = memoryStorage()
    rememberMissingDetails(storage, ['chamberOfCommerceNumber', 'phoneNumber'])
    expect(rememberedMissingDetails(storage)).toEqual(['chamberOfCommerceNumber', 'phoneNumber'])
  })

  it('forgets them when nothing is missing', () => {
    const storage = memoryStorage()
    rememberMissingDetails(storage, ['address'])
    rememberMissingDetails(storage, [])
    expect(storage.length).toBe(0)
    expect(rememberedMissingDetails(storage)).toEqual([])
  })

  it('reads nothing from what it did not write: another shape, unknown names, no JSON, no storage', () => {
    const storage = memoryStorage()
    storage.setItem('statusBanner.missingDetails', '{"vatNumber":true}')
    expect(rememberedMissingDetails(storage)).toEqual([])
    storage.setItem('statusBanner.missingDetails', '["vatNumber","<script>",42]')
    expect(rememberedMissingDetails(storage)).toEqual(['vatNumber'])
    storage.setItem('statusBanner.missingDetails', '[vatNumber')
    expect(rememberedMissingDetails(storage)).toEqual([])
    expect(rememberedMissingDetails(undefined)).toEqual([])
  })

  it('keeps a first visit’s size when storage refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(() => rememberMissingDetails(storage, ['vatNumber'])).not.toThrow()
    expect(rememberedMissingDetails(storage)).toEqual([])
  })
})
