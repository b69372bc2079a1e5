import { beforeAll, describe, expect, it } from 'vitest'
import { preloadPhoneCheck } from '#app/addresses/phone-check'
import { personalDetailsMessages, personalDetailsSchema } from './personal-details-schema'

const values = {
  firstName: 'Alex',
  lastName: 'Morgan',
  phoneNumber: '',
  companyName: '',
  vatNumber: '',
  chamberOfCommerceNumber: '',
}
const problems = (schema: ReturnType<typeof personalDetailsSchema>, input: object) =>
  Object.fromEntries(
    (schema.safeParse({ ...values, ...input }).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  )

// The form loads the phone library as it mounts; these checks parse synchronously, so it is loaded first.
beforeAll(async () => {
  await preloadPhoneCheck()
})

describe('the personal details schema', () => {
  const consumer = personalDetailsSchema({ country: 'NL', isB2b: false })
  const business = personalDetailsSchema({ country: 'DE', isB2b: true })

  it('takes names and no phone number, trimming what was typed', () => {
    expect(consumer.parse({ ...values, firstName: ' Alex ' })).toMatchObject({
      firstName: 'Alex',
      phoneNumber: '',
    })
  })

  it('needs both names', () => {
    expect(problems(consumer, { firstName: ' ', lastName: '' })).toEqual({
      firstName: personalDetailsMessages.firstName,
      lastName: personalDetailsMessages.lastName,
    })
  })

  it('checks the phone number by the storefront’s country, with the spec’s message', () => {
    expect(problems(consumer, { phoneNumber: '020 123 4567' })).toEqual({})
    expect(problems(consumer, { phoneNumber: '+49 30 1234567' })).toEqual({})
    expect(problems(consumer, { phoneNumber: '123' })).toEqual({
      phoneNumber: personalDetailsMessages.phoneNumber,
    })
  })

  it('needs the company name of a business customer only', () => {
    expect(problems(business, {})).toEqual({ companyName: personalDetailsMessages.companyName })
    expect(problems(business, { companyName: 'Studio Example B.V.' })).toEqual({})
    expect(problems(consumer, {})).toEqual({})
  })

  it('refuses what the service would not store', () => {
    expect(problems(consumer, { lastName: 'x'.repeat(101) })).toEqual({
      lastName: personalDetailsMessages.tooLong,
    })
    expect(problems(business, { companyName: 'Studio', vatNumber: 'NL'.repeat(11) })).toEqual({
      vatNumber: personalDetailsMessages.tooLong,
    })
  })
})
