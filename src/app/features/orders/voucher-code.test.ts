import { describe, expect, it } from 'vitest'
import { operationIndex } from '../../../generated/vouchers.operations'
import { voucherCodeMessage, voucherCodeSchema } from './voucher-code'

const messages = (code: string) =>
  voucherCodeSchema.safeParse(code).error?.issues.map((issue) => issue.message)

describe('the voucher code rule', () => {
  it.each(['SUMMER25', 'welcome10', 'FREE-SHIP', 'A', 'A'.repeat(40)])('sends %s', (code) => {
    expect(voucherCodeSchema.safeParse(code).success).toBe(true)
  })

  it('sends the code without the spaces around it', () => {
    expect(voucherCodeSchema.parse('  SUMMER25 ')).toBe('SUMMER25')
  })

  it.each([
    '',
    ' ',
    'A'.repeat(41),
    'A'.repeat(10_000),
    'SUMMER 25',
    'SUMMER25;',
    '../etc',
    'CODE\u202e',
    'CÖDE',
  ])('refuses %j with its message', (code) => {
    expect(messages(code)?.[0]).toBe(voucherCodeMessage)
  })

  it('is the rule of the voucher look-up’s path (openapi/vouchers.yaml)', () => {
    const schema = operationIndex.getVoucherOffer.request.path.properties.code
    expect(schema).toMatchObject({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' })
  })
})
