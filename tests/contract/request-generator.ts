import { generateSync } from 'json-schema-faker'
import { parseRequest } from '../../mocks/handlers/request-validation'
import type { CatalogueEntry } from './operation-catalogue'

export interface GeneratedRequest {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  /** What was broken on purpose, for invalid requests. */
  defect?: string
}

const absent = Symbol('absent')

function generate(schema: Record<string, unknown> | null, seed: number): Record<string, unknown> {
  return schema
    ? (generateSync(schema as never, { seed, optionalsProbability: 0.5 }) as Record<string, unknown>)
    : {}
}

/** A request valid against the operation's documented path, query and body schemas. */
export function validRequest(operation: CatalogueEntry, seed: number): GeneratedRequest {
  const { request } = operation
  return {
    path: generate(request.path, seed),
    query: generate(request.query, seed + 1),
    body: request.body
      ? generateSync(request.body as never, { seed: seed + 2, optionalsProbability: 0.5 })
      : undefined,
  }
}

/** Candidate breakages of a valid request; the suite keeps those the documents really reject. */
export function invalidVariants(operation: CatalogueEntry, valid: GeneratedRequest): GeneratedRequest[] {
  const variants: GeneratedRequest[] = []
  const { request } = operation
  if (request.body) {
    variants.push({ ...valid, body: 'not the documented body', defect: 'body of the wrong type' })
    variants.push({ ...valid, body: [{ unexpected: true }], defect: 'body is a list' })
  }
  if (request.bodyRequired) variants.push({ ...valid, body: absent, defect: 'body missing' })
  for (const name of Object.keys((request.query?.properties ?? {}) as object)) {
    variants.push({
      ...valid,
      query: { ...valid.query, [name]: '¿not-valid?' },
      defect: `query ${name} not valid`,
    })
  }
  for (const name of Object.keys((request.path?.properties ?? {}) as object)) {
    variants.push({
      ...valid,
      path: { ...valid.path, [name]: '¿not-valid?' },
      defect: `path ${name} not valid`,
    })
  }
  return variants
}

/** A fetch Request for a generated request, under the service's base URL. */
export function toFetchRequest(
  operation: CatalogueEntry,
  generated: GeneratedRequest,
  baseUrl: string,
  token: string | undefined,
): Request {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(generated.path[name] ?? '')),
  )
  const url = new URL(`${baseUrl}${path}`)
  for (const [name, value] of Object.entries(generated.query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item))
    else url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const hasBody = generated.body !== undefined && generated.body !== absent
  return new Request(url, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(generated.body) } : {}),
  })
}

/** Whether the document rejects this request (the same check the mocks make). */
export async function documentRejects(
  operation: CatalogueEntry,
  request: Request,
  path: Record<string, unknown>,
) {
  const pathAsText = Object.fromEntries(
    Object.entries(path).map(([key, value]) => [key, encodeURIComponent(String(value))]),
  )
  const { problems } = await parseRequest(request, pathAsText, operation.request)
  return problems.length > 0
}
