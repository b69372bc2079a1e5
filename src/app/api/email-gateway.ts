import type { paths } from '../../generated/email-gateway'
import { createServiceClient } from './create-service-client'

export type { components as EmailGatewaySchemas } from '../../generated/email-gateway'

export type EmailGatewayClient = ReturnType<typeof createEmailGatewayClient>

export function createEmailGatewayClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
