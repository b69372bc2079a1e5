import type { paths } from '../../generated/downloads'
import { createServiceClient } from './create-service-client'

export type { components as DownloadsSchemas } from '../../generated/downloads'

export type DownloadsClient = ReturnType<typeof createDownloadsClient>

export function createDownloadsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
