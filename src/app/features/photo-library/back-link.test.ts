import { describe, expect, it } from 'vitest'
import { isStripped } from './back-link'

describe('isStripped', () => {
  it('reads the stripped flag case-insensitively', () => {
    expect(isStripped(new URLSearchParams('stripped=true'))).toBe(true)
    expect(isStripped(new URLSearchParams('Stripped=1'))).toBe(true)
    expect(isStripped(new URLSearchParams('STRIPPED'))).toBe(true)
    expect(isStripped(new URLSearchParams('stripped=false'))).toBe(false)
    expect(isStripped(new URLSearchParams('other=1'))).toBe(false)
  })
})
