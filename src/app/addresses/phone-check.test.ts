import { describe, expect, it } from 'vitest'
import { addressSchema, emptyAddress } from './address-schema'
import { checkPhoneNumber, preloadPhoneCheck } from './phone-check'

// One file, one module instance: the library is not loaded until these tests ask for it.
describe('the phone check loaded on its own', () => {
  it('waits for the library when asked before it has arrived, and the form’s async parse waits with it', async () => {
    const address = {
      ...emptyAddress('NL'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetName: 'Kalverstraat',
      streetNumber: '12',
      postalCode: '1016 GV',
      city: 'Amsterdam',
      phoneNumber: '123',
    }
    const result = await addressSchema.safeParseAsync(address)
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path[0])).toEqual(['phoneNumber'])
  })

  it('answers at once once loaded', async () => {
    await preloadPhoneCheck()
    expect(checkPhoneNumber('020 123 4567', 'NL')).toBe(true)
    expect(checkPhoneNumber('123', 'NL')).toBe(false)
  })
})
