import { describe, expect, it } from 'vitest'
import { internationalPhoneNumber, isValidPhoneNumber } from './phone-number'

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

describe('internationalPhoneNumber', () => {
  it('writes a number as the seeded ones are written: +country code, grouped as its country groups it', () => {
    expect(internationalPhoneNumber('020 7946 0018', 'GB')).toBe('+44 20 7946 0018')
    expect(internationalPhoneNumber('+44 20 7946 0123', 'GB')).toBe('+44 20 7946 0123')
    expect(internationalPhoneNumber('0664 1234567', 'at')).toBe('+43 664 1234567')
    expect(internationalPhoneNumber('01 23 45 67 89', 'FR')).toBe('+33 1 23 45 67 89')
  })

  it('leaves a number it cannot read as typed', () => {
    expect(internationalPhoneNumber('12', 'GB')).toBe('12')
  })
})
