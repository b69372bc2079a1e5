// The PDFs the order group serves: product PDFs and invoices, built on the fly (same record, same bytes).
import type {
  HistoricalInvoiceRecord,
  InvoiceGroupFileRecord,
  OrderProductRecord,
} from '../../db/collections/orders'
import { articles } from '../../db/collections/orders'
import { onePagePdf } from './pdf'

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`

export function productPdf(product: OrderProductRecord): Uint8Array {
  const article = articles.find((candidate) => candidate.articleName === product.articleName)
  return onePagePdf(
    [
      product.title,
      `${article?.label ?? product.articleName}, ${product.pdf?.pageCount ?? 1} pages`,
      `Product ${product.code} of order ${product.superOrderCode}`,
      `Ordered ${date(product.createdAt)}`,
    ],
    { title: product.title, createdAt: Date.parse(product.pdf?.createdAt ?? product.createdAt) },
  )
}

export function invoiceGroupPdf(invoice: InvoiceGroupFileRecord): Uint8Array {
  return onePagePdf(
    [
      `Invoice ${invoice.id}`,
      `Issued ${date(invoice.issuedAt)}`,
      `Orders: ${invoice.superOrderCodes.join(', ')}`,
      `Total including VAT: ${money(invoice.totalAmount, invoice.currency)}`,
    ],
    { title: `Invoice ${invoice.id}`, createdAt: Date.parse(invoice.issuedAt) },
  )
}

export function historicalInvoicePdf(invoice: HistoricalInvoiceRecord): Uint8Array {
  return onePagePdf(
    [
      `Invoice ${invoice.id}`,
      `Order ${invoice.orderRef} (${invoice.channel})`,
      `Invoice date ${date(invoice.invoiceDate)}`,
      `Total including VAT: ${money(invoice.totalAmount, invoice.currency)}`,
    ],
    { title: `Invoice ${invoice.id}`, createdAt: Date.parse(invoice.invoiceDate) },
  )
}
