import type { paths } from '../../generated/vouchers'
import { createServiceClient } from './create-service-client'

export type { components as VouchersSchemas } from '../../generated/vouchers'

export type VouchersClient = ReturnType<typeof createVouchersClient>

export function createVouchersClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
