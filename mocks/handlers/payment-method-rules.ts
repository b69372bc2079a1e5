// The payment method's rule (openapi/customers.yaml updatePaymentMethod), checked by the library the app uses.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools'

export const paymentMethodMessages = {
  iban: 'IBAN must be valid',
  accountHolder: 'Account holder must be given',
} as const

export function paymentMethodProblems(update: {
  method: string
  accountHolder?: string
  iban?: string
}): string[] {
  if (update.method !== 'directDebit') return []
  const problems: string[] = []
  if (!isValidIBAN(electronicFormatIBAN(update.iban ?? '') ?? '')) problems.push(paymentMethodMessages.iban)
  if (!update.accountHolder?.trim()) problems.push(paymentMethodMessages.accountHolder)
  return problems
}
