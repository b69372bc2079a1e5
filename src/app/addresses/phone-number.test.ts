import { describe, expect, it } from 'vitest'
import { isValidPhoneNumber } from './phone-number'

describe('isValidPhoneNumber', () => {
  it('takes national numbers of the storefront’s country', () => {
    expect(isValidPhoneNumber('020 123 4567', 'NL')).toBe(true)
    expect(isValidPhoneNumber('030 1234567', 'DE')).toBe(true)
    expect(isValidPhoneNumber('020 7946 0018', 'GB')).toBe(true)
    expect(isValidPhoneNumber('01 23 45 67 89', 'FR')).toBe(true)
  })

  it('takes international numbers of any country', () => {
    expect(isValidPhoneNumber('+31 20 123 4567', 'GB')).toBe(true)
    expect(isValidPhoneNumber('+47 22 12 34 56', 'DE')).toBe(true)
  })

  it('refuses numbers that cannot be dialled', () => {
    expect(isValidPhoneNumber('123', 'NL')).toBe(false)
    expect(isValidPhoneNumber('123456789012', 'NL')).toBe(false)
    expect(isValidPhoneNumber('020 123 456', 'NL')).toBe(false)
    expect(isValidPhoneNumber('phone me', 'GB')).toBe(false)
    expect(isValidPhoneNumber('+99 123 456 789', 'GB')).toBe(false)
  })
})
