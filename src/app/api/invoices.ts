import type { paths } from '../../generated/invoices'
import { createServiceClient } from './create-service-client'

export type { components as InvoicesSchemas } from '../../generated/invoices'

export type InvoicesClient = ReturnType<typeof createInvoicesClient>

export function createInvoicesClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
