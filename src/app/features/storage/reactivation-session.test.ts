import { describe, expect, it } from 'vitest'
import { claimReactivationModal, reactivationShownKey } from './reactivation-session'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('claimReactivationModal', () => {
  it('lets the modal open once per session', () => {
    const storage = memoryStorage()
    expect(claimReactivationModal(storage)).toBe(true)
    expect(storage.getItem(reactivationShownKey)).toBe('true')
    expect(claimReactivationModal(storage)).toBe(false)
  })

  it('opens it when session storage is not available', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {},
    }
    expect(claimReactivationModal(blocked)).toBe(true)
  })
})
