import { describe, expect, it } from 'vitest'
import { paymentMethodProblems } from '../../../../mocks/handlers/payment-method-rules'
import {
  ibanOf,
  paymentMethodMessages,
  paymentMethodSchema,
  paymentMethodServiceMessages,
} from './payment-method-schema'

const problemsOf = (values: { method: 'invoice' | 'directDebit'; accountHolder: string; iban: string }) => {
  const result = paymentMethodSchema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('the payment method schema', () => {
  it('asks nothing more for paying by invoice', () => {
    expect(problemsOf({ method: 'invoice', accountHolder: '', iban: '' })).toEqual({})
  })

  it.each([
    'NL91 ABNA 0417 1643 00',
    'nl91abna0417164300',
    'DE89 3704 0044 0532 0130 00',
    'BE68 5390 0754 7034',
  ])('accepts the IBAN %s for direct debit', (iban) => {
    expect(problemsOf({ method: 'directDebit', accountHolder: 'Studio', iban })).toEqual({})
  })

  it.each(['NL91 ABNA 0417 1643 01', 'DE89 3704', '', 'not an iban'])("refuses the IBAN '%s'", (iban) => {
    expect(problemsOf({ method: 'directDebit', accountHolder: 'Studio', iban })).toEqual({
      iban: paymentMethodMessages.iban,
    })
  })

  it('asks for the account holder', () => {
    expect(problemsOf({ method: 'directDebit', accountHolder: '  ', iban: 'NL91ABNA0417164300' })).toEqual({
      accountHolder: paymentMethodMessages.accountHolder,
    })
  })

  it('reads a typed IBAN in its electronic form', () => {
    expect(ibanOf('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300')
  })

  it.each(['NL91 ABNA 0417 1643 00', 'NL91 ABNA 0417 1643 01', 'DE89 3704', ''])(
    'agrees with the service on %s',
    (iban) => {
      const app = problemsOf({ method: 'directDebit', accountHolder: 'Studio', iban }).iban !== undefined
      const service = paymentMethodProblems({
        method: 'directDebit',
        accountHolder: 'Studio',
        iban,
      }).includes(paymentMethodServiceMessages.iban)
      expect(app).toBe(service)
    },
  )
})
