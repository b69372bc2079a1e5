import type { paths } from '../../generated/widgets'
import { createServiceClient } from './create-service-client'

export type { components as WidgetsSchemas } from '../../generated/widgets'

export type WidgetsClient = ReturnType<typeof createWidgetsClient>

export function createWidgetsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
