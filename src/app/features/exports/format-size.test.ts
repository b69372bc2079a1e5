import { describe, expect, it } from 'vitest'
import { formatSize, sizeInUnits } from './format-size'

const show = (bytes: number, locale = 'en-GB') => {
  const { size, unit } = formatSize(bytes, locale)
  return `${size} ${unit}`
}

describe('formatSize', () => {
  it('shows Bytes below 1 KB, with two decimals like every unit', () => {
    expect(show(1)).toBe('1.00 bytes')
    expect(show(512)).toBe('512.00 bytes')
    expect(show(1023)).toBe('1,023.00 bytes')
  })

  it('switches to KB at 1,024 bytes, with two decimals', () => {
    expect(show(1024)).toBe('1.00 kb')
    expect(show(1536)).toBe('1.50 kb')
    expect(show(9279)).toBe('9.06 kb')
  })

  it('switches to MB at 1,024 KB, including sizes that round up to it', () => {
    expect(show(1024 * 1024 - 6)).toBe('1,023.99 kb')
    expect(show(1024 * 1024 - 1)).toBe('1.00 mb')
    expect(show(1024 * 1024)).toBe('1.00 mb')
    expect(show(5.25 * 1024 * 1024)).toBe('5.25 mb')
  })

  it('switches to GB at 1,024 MB and stays in GB above it', () => {
    expect(show(1024 ** 3 - 1)).toBe('1.00 gb')
    expect(show(1024 ** 3)).toBe('1.00 gb')
    expect(show(2.5 * 1024 ** 3)).toBe('2.50 gb')
    expect(show(3 * 1024 ** 4)).toBe('3,072.00 gb')
  })

  it('localises the number', () => {
    expect(show(1536, 'fr-FR')).toBe('1,50 kb')
    expect(show(1023.99 * 1024, 'nl-NL')).toBe('1.023,99 kb')
    expect(show(1023.99 * 1024, 'it-IT')).toBe('1023,99 kb')
    expect(show(1023.99 * 1024, 'de-AT')).toBe('1\u00a0023,99 kb')
    expect(show(1023, 'sv-SE')).toBe('1\u00a0023,00 bytes')
  })
})

describe('sizeInUnits', () => {
  it('keeps the exact amount for the formatter', () => {
    expect(sizeInUnits(1536)).toEqual({ amount: 1.5, unit: 'kb' })
    expect(sizeInUnits(1024 ** 2)).toEqual({ amount: 1, unit: 'mb' })
  })
})
