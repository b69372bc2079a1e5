import { HttpResponse } from 'msw'
import type { operations } from '../../src/generated/invoices'
import { operationIndex } from '../../src/generated/invoices.operations'
import type { MockContext } from '../context'
import { historicalInvoicePdf, invoiceGroupPdf } from '../files/orders/documents'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('invoices', operationIndex)

const notBusiness = { message: 'Invoices are only for business customers' }

function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  })
}

/** The invoice service: current (invoice group files) and historical invoices of business customers. */
export function invoicesHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getInvoiceGroupFile', ({ user, path, reply }) => {
      if (!user.isB2b) return reply(403, notBusiness)
      const invoice = ctx.db.invoiceGroupFiles.findFirst((q) => q.where({ ownerSub: user.sub, id: path.id }))
      if (!invoice) return reply(404, { message: 'Invoice not found' })
      return pdfResponse(invoiceGroupPdf(invoice), `invoice_${invoice.id}.pdf`)
    }),

    operation(ctx, 'listHistoricalInvoices', ({ user, reply }) => {
      if (!user.isB2b) return reply(403, notBusiness)
      const invoices = ctx.db.historicalInvoices.findMany((q) => q.where({ ownerSub: user.sub }), {
        orderBy: { invoiceDate: 'desc' },
      })
      return reply(200, {
        historicalInvoices: invoices.map(({ ownerSub: _, ...invoice }) => invoice),
      })
    }),

    operation(ctx, 'getHistoricalInvoicePdf', ({ user, path, reply }) => {
      if (!user.isB2b) return reply(403, notBusiness)
      const invoice = ctx.db.historicalInvoices.findFirst((q) =>
        q.where({ ownerSub: user.sub, id: path.id, channel: path.channel }),
      )
      if (!invoice) return reply(404, { message: 'Invoice not found' })
      return pdfResponse(historicalInvoicePdf(invoice), `invoice_${invoice.orderRef}.pdf`)
    }),
  ]
}
