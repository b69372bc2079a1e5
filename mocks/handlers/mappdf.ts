import type { operations } from '../../src/generated/mappdf'
import { operationIndex } from '../../src/generated/mappdf.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('mappdf', operationIndex)

/** The map-PDF service: which of the customer's products have a PDF. */
export function mappdfHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'listMyPdfs', ({ user, reply }) => {
      const pdfs = ctx.db.orderProducts
        .findMany((q) => q.where({ ownerSub: user.sub }))
        .flatMap((product) =>
          product.pdf
            ? [
                {
                  productCode: product.code,
                  superOrderCode: product.superOrderCode,
                  title: product.title,
                  createdAt: product.pdf.createdAt,
                },
              ]
            : [],
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return reply(200, { pdfs })
    }),
  ]
}
