import type { paths } from '../../generated/content'
import { createServiceClient } from './create-service-client'

export type { components as ContentSchemas } from '../../generated/content'

export type ContentClient = ReturnType<typeof createContentClient>

export function createContentClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
