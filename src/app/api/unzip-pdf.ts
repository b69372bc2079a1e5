import type { paths } from '../../generated/unzip-pdf'
import { createServiceClient } from './create-service-client'

export type { components as UnzipPdfSchemas } from '../../generated/unzip-pdf'

export type UnzipPdfClient = ReturnType<typeof createUnzipPdfClient>

export function createUnzipPdfClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
