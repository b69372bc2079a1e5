import { describe, expect, it } from 'vitest'
import { addressLinesOf } from './address-lines'

const names: Record<string, string> = { FR: 'France', GB: 'United Kingdom', NL: 'Netherlands', IE: 'Ireland' }
const country = (code: string) => names[code] ?? code
const base = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  city: 'Town',
  postalCode: '1016 GV',
  streetName: 'Kalverstraat',
}

describe('addressLinesOf', () => {
  it('writes a Dutch address street first, postcode before the town', () => {
    expect(addressLinesOf({ ...base, streetNumber: '12a', countryCode: 'NL' }, country)).toEqual([
      'Ada Lovelace',
      'Kalverstraat 12a',
      '1016 GV Town',
      'Netherlands',
    ])
  })

  it('writes a French address number first', () => {
    const address = {
      ...base,
      streetName: 'rue de Rivoli',
      streetNumber: '12',
      postalCode: '75004',
      city: 'Paris',
    }
    expect(addressLinesOf({ ...address, countryCode: 'FR' }, country)).toEqual([
      'Ada Lovelace',
      '12 rue de Rivoli',
      '75004 Paris',
      'France',
    ])
  })

  it('writes a British address with the postcode under the town, a named house without a number', () => {
    const address = { ...base, companyName: 'Engines Ltd', streetName: 'Baker Street', postalCode: 'NW1 6XE' }
    expect(
      addressLinesOf({ ...address, streetNumber: '221b', city: 'London', countryCode: 'GB' }, country),
    ).toEqual(['Ada Lovelace', 'Engines Ltd', '221b Baker Street', 'London', 'NW1 6XE', 'United Kingdom'])
    expect(
      addressLinesOf(
        { ...address, additionalInfo: 'Rose Cottage', city: 'London', countryCode: 'GB' },
        country,
      ),
    ).toContain('Rose Cottage')
  })
})
