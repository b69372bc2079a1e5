import type { DocumentedOperation } from './contracts'

export interface SampleRequest {
  path: string
  query?: Record<string, string>
  body?: unknown
}

/**
 * A request the contract suite sends to each operation. Operations with path parameters or a body need an entry
 * here; the suite fails for one that has neither an entry nor a path without parameters.
 */
const samples: Record<string, SampleRequest> = {}

export function sampleRequest(operation: DocumentedOperation): SampleRequest {
  const sample = samples[`${operation.service}.${operation.operationId}`]
  if (sample) return sample
  if (operation.path.includes('{'))
    throw new Error(`${operation.operationId} needs a sample request in samples.ts`)
  return { path: operation.path }
}
