import type { IndexedOperation } from '../../mocks/handlers/operation'

/** Every service's generated operation index, by service name (from src/generated/*.operations.ts). */
const modules = import.meta.glob<{ operationIndex: Record<string, IndexedOperation> }>(
  '../../src/generated/*.operations.ts',
  { eager: true },
)

export interface CatalogueEntry extends IndexedOperation {
  service: string
  operationId: string
}

export const operationCatalogue: CatalogueEntry[] = Object.entries(modules).flatMap(([file, module]) => {
  const service = file.replace(/^.*\//, '').replace('.operations.ts', '')
  return Object.entries(module.operationIndex).map(([operationId, entry]) => ({
    ...entry,
    service,
    operationId,
  }))
})
