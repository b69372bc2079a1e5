import type { paths } from '../../generated/photo-deletion'
import { createServiceClient } from './create-service-client'

export type { components as PhotoDeletionSchemas } from '../../generated/photo-deletion'

export type PhotoDeletionClient = ReturnType<typeof createPhotoDeletionClient>

export function createPhotoDeletionClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
