import type { paths } from '../../generated/public-config'
import { createServiceClient } from './create-service-client'

export type { components as PublicConfigSchemas } from '../../generated/public-config'

export type PublicConfigClient = ReturnType<typeof createPublicConfigClient>

export function createPublicConfigClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
