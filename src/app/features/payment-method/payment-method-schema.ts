// zod/mini, as the other small forms: the full zod would be most of this page's JS.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import { z } from 'zod/mini'
import { singleLineText } from '#app/ui/form/text-rules'

/** Message ids of the payment method's checks; en-GB words them as the service does (openapi/customers.yaml). */
export const paymentMethodMessages = {
  iban: 'paymentMethod.error.iban',
  accountHolder: 'paymentMethod.error.accountHolder',
  tooLong: 'paymentMethod.error.tooLong',
} as const

/** The service's texts in a 400's details, by field. */
export const paymentMethodServiceMessages = {
  iban: 'IBAN must be valid',
  accountHolder: 'Account holder must be given',
} as const

/** An IBAN as typed ('nl91 abna 0417 1643 00') in its electronic form, or undefined when it cannot be one. */
export const ibanOf = (typed: string) => electronicFormatIBAN(typed) ?? undefined

/**
 * Invoice, or direct debit from an account with its holder and a valid IBAN (length and checksum for its
 * country, by ibantools; the service checks the same way).
 */
export const paymentMethodSchema = z
  .object({
    method: z.enum(['invoice', 'directDebit']),
    accountHolder: z
      .string()
      .check(z.trim(), singleLineText(), z.maxLength(100, { error: paymentMethodMessages.tooLong })),
    iban: z.string().check(z.maxLength(42, { error: paymentMethodMessages.tooLong })),
  })
  .check(
    z.superRefine(
      (values, context) => {
        if (values.method !== 'directDebit') return
        if (!isValidIBAN(ibanOf(values.iban ?? '') ?? ''))
          context.addIssue({ code: 'custom', path: ['iban'], message: paymentMethodMessages.iban })
        if (!values.accountHolder?.trim())
          context.addIssue({
            code: 'custom',
            path: ['accountHolder'],
            message: paymentMethodMessages.accountHolder,
          })
      },
      { when: () => true },
    ),
  )

export type PaymentMethodValues = z.input<typeof paymentMethodSchema>
