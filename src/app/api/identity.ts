import type { paths } from '../../generated/identity'
import { createServiceClient } from './create-service-client'

export type { components as IdentitySchemas } from '../../generated/identity'

export type IdentityClient = ReturnType<typeof createIdentityClient>

export function createIdentityClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
