import type { paths } from '../../generated/storage'
import { createServiceClient } from './create-service-client'

export type { components as StorageSchemas } from '../../generated/storage'

export type StorageClient = ReturnType<typeof createStorageClient>

export function createStorageClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
