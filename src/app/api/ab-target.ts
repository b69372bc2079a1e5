import type { paths } from '../../generated/ab-target'
import { createServiceClient } from './create-service-client'

export type { components as AbTargetSchemas } from '../../generated/ab-target'

export type AbTargetClient = ReturnType<typeof createAbTargetClient>

/** The third-party A/B provider: it never gets the customer's bearer token. */
export function createAbTargetClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl, { thirdParty: true })
}
