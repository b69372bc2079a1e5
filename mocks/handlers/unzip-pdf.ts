import { HttpResponse } from 'msw'
import type { operations } from '../../src/generated/unzip-pdf'
import { operationIndex } from '../../src/generated/unzip-pdf.operations'
import type { MockContext } from '../context'
import { productPdf } from '../files/orders/documents'
import { serviceOperations } from './operation'
import { findProduct } from './orders/records'
import { widgetProduct } from './widgets'

const { operation } = serviceOperations<operations>('unzip-pdf', operationIndex)

/** The unzip-PDF service: a product's PDF. */
export function unzipPdfHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getMyProductPdf', ({ user, path, reply }) => {
      // A widget's product (online products) is known here too.
      const product = findProduct(ctx, user.sub, path.code) ?? widgetProduct(ctx, user.sub, path.code)
      if (!product) return reply(404, { message: 'Product not found' })
      if (!product.pdf) return reply(404, { message: 'This product has no PDF' })
      return new HttpResponse(productPdf(product), { headers: { 'Content-Type': 'application/pdf' } })
    }),
  ]
}
