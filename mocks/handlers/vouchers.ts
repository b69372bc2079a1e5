import type { operations } from '../../src/generated/vouchers'
import { operationIndex } from '../../src/generated/vouchers.operations'
import type { MockContext } from '../context'
import type { VoucherRecord } from '../db/collections/account'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('vouchers', operationIndex)

function statusOf(voucher: VoucherRecord, now: number) {
  if (now < Date.parse(voucher.validFrom)) return 'NotYetValid' as const
  if (now > Date.parse(voucher.validUntil)) return 'Expired' as const
  return 'Active' as const
}

/** The voucher service: the campaign offer behind a code (not personal; codes are case-insensitive). */
export function vouchersHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getVoucherOffer', ({ path, reply }) => {
      const code = path.code.toUpperCase()
      const voucher = ctx.db.vouchers.findFirst((q) => q.where({ code }))
      if (!voucher) return reply(404, { message: `Voucher code ${code} is not found` })
      const { code: _code, articleTypes, ...offer } = voucher
      return reply(200, {
        isVoucherFound: true,
        code,
        offer: { ...offer, articleTypes: [...articleTypes], status: statusOf(voucher, ctx.clock.now()) },
      })
    }),
  ]
}
