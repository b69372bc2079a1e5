import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { saveBlob } from '#app/platform/downloads/save-file'
import { useServiceClient } from './service-clients'

export type HistoricalInvoice = ServiceSchemas<'invoices'>['schemas']['HistoricalInvoice']

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  historical: () => [...invoiceKeys.lists(), 'historical'] as const,
}

/** GET /api/v1/HistoricalInvoice/me (answer historicalInvoices), newest first. */
export function historicalInvoicesQuery(client: ServiceClient<'invoices'>) {
  return queryOptions({
    queryKey: invoiceKeys.historical(),
    queryFn: async () => (await dataOf(client.GET('/api/v1/HistoricalInvoice/me'))).historicalInvoices,
  })
}

/** The customer's earlier invoices, newest first. */
export function useHistoricalInvoices() {
  return useQuery(historicalInvoicesQuery(useServiceClient('invoices')))
}

/** The names the spec gives the saved files (docs/requirements/services.md#services-invoices). */
export const currentInvoiceFileName = (id: string) => `invoice_${id}.pdf`
export const historicalInvoiceFileName = (orderRef: string) => `invoice_${orderRef}.pdf`

/** GET {invoice}/api/v1/InvoiceGroupFiles/me/{id} as a blob, saved as invoice_{id}.pdf. */
export async function saveCurrentInvoice(client: ServiceClient<'invoices'>, id: string): Promise<void> {
  const pdf = await dataOf(
    client.GET('/api/v1/InvoiceGroupFiles/me/{id}', { params: { path: { id } }, parseAs: 'blob' }),
  )
  saveBlob(pdf as Blob, currentInvoiceFileName(id))
}

/** GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel} as a blob, saved as invoice_{orderRef}.pdf. */
export async function saveHistoricalInvoice(
  client: ServiceClient<'invoices'>,
  invoice: HistoricalInvoice,
): Promise<void> {
  const pdf = await dataOf(
    client.GET('/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}', {
      params: { path: { id: invoice.id, channel: invoice.channel } },
      parseAs: 'blob',
    }),
  )
  saveBlob(pdf as Blob, historicalInvoiceFileName(invoice.orderRef))
}

/**
 * Saving invoices as files: each call is one download (the invoices screen keeps each one's progress and retry).
 */
export function useInvoiceFiles() {
  const client = useServiceClient('invoices')
  return {
    saveCurrent: (id: string) => saveCurrentInvoice(client, id),
    saveHistorical: (invoice: HistoricalInvoice) => saveHistoricalInvoice(client, invoice),
  }
}
