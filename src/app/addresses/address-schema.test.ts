import { beforeAll, describe, expect, it } from 'vitest'
import { type AddressValues, addressMessageIds, addressSchema, emptyAddress } from './address-schema'
import { type CountryCode, storefrontCountries } from './countries'
import { preloadPhoneCheck } from './phone-check'

/** A valid address per storefront country: a real-looking postal code and a phone number dialable there. */
const validIn: Record<CountryCode, Partial<AddressValues>> = {
  AT: { postalCode: '1010', phoneNumber: '+43 1 5131394' },
  BE: { postalCode: '2000', phoneNumber: '03 555 01 77' },
  DK: { postalCode: '1050', phoneNumber: '+45 32 12 34 56' },
  FR: { postalCode: '75004', phoneNumber: '06 12 34 56 78' },
  DE: { postalCode: '10117', phoneNumber: '030 55550142' },
  IE: { postalCode: 'D02 X285', phoneNumber: '+353 1 234 5678' },
  IT: { postalCode: '00184', phoneNumber: '+39 06 1234 5678' },
  NL: { postalCode: '1016 GV', phoneNumber: '020 555 0123' },
  NO: { postalCode: '0150', phoneNumber: '+47 22 12 34 56' },
  PT: { postalCode: '1100-148', phoneNumber: '+351 21 123 4567' },
  ES: { postalCode: '28013', phoneNumber: '+34 912 34 56 78' },
  SE: { postalCode: '111 52', phoneNumber: '08-123 456 78' },
  GB: { postalCode: 'SW1A 1AA', phoneNumber: '020 7946 0123' },
}

const address = (country: CountryCode, changes: Partial<AddressValues> = {}): AddressValues => ({
  ...emptyAddress(country),
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: 'Main Street',
  streetNumber: '12',
  city: 'Capital',
  ...validIn[country],
  ...changes,
})

const problemsOf = (values: AddressValues) => {
  const result = addressSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

// The form loads the phone library as it mounts; these checks parse synchronously, so it is loaded first.
beforeAll(async () => {
  await preloadPhoneCheck()
})

describe('the address schema', () => {
  it.each(storefrontCountries)('passes a valid address in %s', (country) => {
    expect(problemsOf(address(country))).toEqual({})
  })

  it.each([
    ['NL', '1016GV', '1016 GV'],
    ['NL', '1016 gv', '1016 GV'],
    ['NL', '1012LG', '1012 LG'],
    ['SE', '11152', '111 52'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'SW1A2AA', 'SW1A 2AA'],
    ['GB', 'M11AE', 'M1 1AE'],
    ['GB', 'ec1a 1bb', 'EC1A 1BB'],
    ['IE', 'd02x285', 'D02 X285'],
    ['PT', '1100148', '1100-148'],
    ['PT', '1100 148', '1100-148'],
    ['DE', ' 10117 ', '10117'],
  ] as const)(
    'accepts %s postal code %s and writes it as the country does: %s',
    (country, postalCode, written) => {
      const result = addressSchema.parse(address(country, { postalCode }))
      expect(result.postalCode).toBe(written)
    },
  )

  it.each([
    ['NL', '1016'],
    ['DE', '1011'],
    ['BE', '20000'],
    ['FR', '7500'],
    ['GB', '12345'],
    ['IE', 'D02'],
    ['PT', '11001'],
    ['ES', '99999'],
    ['AT', '0100'],
    ['SE', '1115'],
    ['IT', 'ABCDE'],
    ['DK', '105'],
    ['NO', '01500'],
  ] as const)("refuses %s postal code %s with 'Postal Code must be valid'", (country, postalCode) => {
    expect(problemsOf(address(country, { postalCode }))).toEqual({ postalCode: addressMessageIds.postalCode })
  })

  it.each([
    ['NL', '020 555'],
    ['DE', '123'],
    ['FR', '+33 1'],
    ['GB', 'call me'],
  ] as const)("refuses %s phone number %s with 'Phone number must be valid'", (country, phoneNumber) => {
    expect(problemsOf(address(country, { phoneNumber }))).toEqual({
      phoneNumber: addressMessageIds.phoneNumber,
    })
  })

  it('reads a national phone number in the address’s country, not the storefront’s', () => {
    expect(problemsOf(address('FR', { phoneNumber: '06 12 34 56 78' }))).toEqual({})
    expect(problemsOf(address('NL', { phoneNumber: '06 12 34 56 78' }))).toEqual({})
    expect(problemsOf(address('GB', { phoneNumber: '06 12 34 56 78' }))).toEqual({
      phoneNumber: addressMessageIds.phoneNumber,
    })
  })

  it.each(['12a', '12-14', '3/2', '263', '12 BIS'])('accepts street number %s', (streetNumber) => {
    expect(problemsOf(address('NL', { streetNumber }))).toEqual({})
  })

  it.each(['', 'twelve', '123456', '12-'])("refuses street number '%s' in NL", (streetNumber) => {
    expect(problemsOf(address('NL', { streetNumber }))).toEqual({
      streetNumber: addressMessageIds.streetNumber,
    })
  })

  it('lets a British or Irish house go without a number (houses with names)', () => {
    expect(problemsOf(address('GB', { streetNumber: '' }))).toEqual({})
    expect(problemsOf(address('IE', { streetNumber: '' }))).toEqual({})
  })

  it.each(['', 'A', '1234', 'x'.repeat(101)])("refuses street name '%s'", (streetName) => {
    expect(problemsOf(address('DE', { streetName }))).toEqual({ streetName: addressMessageIds.streetName })
  })

  it('lists every problem at once, the missing names beside the spec’s four', () => {
    const values = address('NL', {
      firstName: ' ',
      lastName: '',
      city: '',
      streetName: '1',
      streetNumber: 'x',
      postalCode: '1',
      phoneNumber: '1',
    })
    expect(problemsOf(values)).toEqual({
      firstName: addressMessageIds.firstName,
      lastName: addressMessageIds.lastName,
      city: addressMessageIds.city,
      phoneNumber: addressMessageIds.phoneNumber,
      postalCode: addressMessageIds.postalCode,
      streetNumber: addressMessageIds.streetNumber,
      streetName: addressMessageIds.streetName,
    })
  })

  it('refuses a country the storefronts do not deliver to', () => {
    expect(problemsOf(address('NL', { countryCode: 'US' }))).toEqual({
      countryCode: addressMessageIds.countryCode,
    })
  })

  it('trims what it passes', () => {
    const result = addressSchema.parse(address('NL', { firstName: '  Ada ', city: ' Amsterdam ' }))
    expect(result).toMatchObject({ firstName: 'Ada', city: 'Amsterdam' })
  })
})
