// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { inputRules } from '../../../generated/input-rules'

export const voucherCodeMessage = 'orders.voucherCheck.invalid'

const { voucherCode } = inputRules

/**
 * A voucher code as typed, without the spaces around it: the contract's VoucherCode (openapi/vouchers.yaml), 1 to 40
 * letters, digits and hyphens, so a code the service would refuse is never sent.
 */
export const voucherCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(voucherCode.minLength, { error: voucherCodeMessage }),
    z.maxLength(voucherCode.maxLength, { error: voucherCodeMessage }),
    z.regex(voucherCode.pattern, { error: voucherCodeMessage }),
  )
