import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { IndexedOperation } from '../../mocks/handlers/operation'
import { type OpenApiDocument, operationIndexEntries } from '../../scripts/operation-index'
import { appFileDocuments } from './contracts'

export interface CatalogueEntry extends IndexedOperation {
  service: string
  operationId: string
}

const openapiDir = join(import.meta.dirname, '../../openapi')

/** Every operation of every backing service's OpenAPI document, with its request schemas. */
export const operationCatalogue: CatalogueEntry[] = Object.entries(
  (
    parse(readFileSync(join(openapiDir, 'redocly.yaml'), 'utf8')) as {
      apis: Record<string, { root: string }>
    }
  ).apis,
).flatMap(([service, api]) => {
  const document = parse(readFileSync(join(openapiDir, api.root), 'utf8')) as OpenApiDocument
  if (!document.openapi || appFileDocuments.has(service)) return []
  return operationIndexEntries(document).map((entry) => ({ ...entry, service }))
})
