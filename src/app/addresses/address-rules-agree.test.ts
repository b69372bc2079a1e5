// The app checks an address before sending it and the mock services check it again (mocks/handlers/address-rules.ts,
// the contract's documented rule). They must agree: an address the form passes is never refused, and each message
// the form shows is the one the service would send.
import { beforeAll, describe, expect, it } from 'vitest'
import { addressProblems } from '../../../mocks/handlers/address-rules'
import { addressSchema, emptyAddress, serviceMessages } from './address-schema'
import { storefrontCountries } from './countries'
import { preloadPhoneCheck } from './phone-check'

const samples = {
  postalCode: [
    '1016 GV',
    '1016gv',
    '2000',
    '10117',
    '75004',
    '750 04',
    'SW1A 1AA',
    'M3 2BW',
    'D02 X285',
    '1100-148',
    '1100',
    '111 52',
    'SE-111 52',
    '0150',
    '00184',
    '28013',
    '53000',
    '1010',
    '0100',
    '',
    'ABC',
  ],
  streetNumber: ['12', '12a', '12-14', '3/2', '', 'x', '123456', '12 BIS'],
  streetName: ['Main Street', 'A', '', '1234', 'Rue de Rivoli'],
  phoneNumber: [
    '',
    '+31 20 555 0123',
    '020 555 0123',
    '06 12 34 56 78',
    '+44 20 7946 0123',
    '12345',
    '+1 202 555 0182',
  ],
}

// The form loads the phone library as it mounts; these checks parse synchronously, so it is loaded first.
beforeAll(async () => {
  await preloadPhoneCheck()
})

describe('the app’s address rules and the mock services’ agree', () => {
  it.each(storefrontCountries)('in %s', (countryCode) => {
    for (const [field, values] of Object.entries(samples) as [keyof typeof samples, string[]][]) {
      for (const value of values) {
        const address = {
          ...emptyAddress(countryCode),
          firstName: 'Ada',
          lastName: 'Lovelace',
          city: 'Capital',
          streetName: 'Main Street',
          streetNumber: '12',
          postalCode:
            samples.postalCode.find(
              (code) =>
                addressProblems({
                  countryCode,
                  postalCode: code,
                  streetName: 'Main Street',
                  streetNumber: '12',
                }).length === 0,
            ) ?? '',
          [field]: value,
        }
        const result = addressSchema.safeParse(address)
        const appSays = result.success ? [] : result.error.issues.map((issue) => issue.path[0])
        const serviceSays = addressProblems(address)
        const expected = Object.entries(serviceMessages)
          .filter(([, message]) => serviceSays.includes(message))
          .map(([name]) => name)
        expect(appSays.sort(), `${countryCode} ${field} '${value}'`).toEqual(expected.sort())
      }
    }
  })
})
