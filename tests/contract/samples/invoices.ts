import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the invoice service's operations that need path parameters or a body. */
export const invoicesSamples: SampleRequests = {
  // b2b-default's first current invoice and first historical invoice (consumers answer 403).
  getInvoiceGroupFile: { path: '/api/v1/InvoiceGroupFiles/me/IG-100003-01', persona: 'b2b-default' },
  getHistoricalInvoicePdf: {
    path: '/api/v1/HistoricalInvoice/me/pdf/HI-100003-01/albelli-nl',
    persona: 'b2b-default',
  },
}
