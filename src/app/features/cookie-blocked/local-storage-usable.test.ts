// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localStorageUsable } from './local-storage-usable'

describe('localStorageUsable', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is true when local storage can be written', () => {
    expect(localStorageUsable()).toBe(true)
  })

  it('is false when reaching local storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(localStorageUsable()).toBe(false)
  })

  it('is false when writing throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(localStorageUsable()).toBe(false)
  })
})
