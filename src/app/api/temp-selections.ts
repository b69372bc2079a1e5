import type { paths } from '../../generated/temp-selections'
import { createServiceClient } from './create-service-client'

export type { components as TempSelectionsSchemas } from '../../generated/temp-selections'

export type TempSelectionsClient = ReturnType<typeof createTempSelectionsClient>

export function createTempSelectionsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
