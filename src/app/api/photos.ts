import type { paths } from '../../generated/photos'
import { createServiceClient } from './create-service-client'

export type { components as PhotoSchemas } from '../../generated/photos'

export type PhotosClient = ReturnType<typeof createPhotosClient>

export function createPhotosClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
