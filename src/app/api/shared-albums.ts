import type { paths } from '../../generated/shared-albums'
import { createServiceClient } from './create-service-client'

export type { components as SharedAlbumsSchemas } from '../../generated/shared-albums'

export type SharedAlbumsClient = ReturnType<typeof createSharedAlbumsClient>

export function createSharedAlbumsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
