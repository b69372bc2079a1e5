// The run-time index of a contract's operations: method, path, whether a token is needed, and the JSON Schemas of
// the request's path parameters, query parameters and body, so mocks can reject invalid input with 400.
type Json = Record<string, unknown>

export interface OpenApiDocument {
  openapi?: string
  /** `x-backing-service: false` marks a contract that is not a service (the app's own files). */
  info?: { 'x-backing-service'?: boolean; 'x-third-party'?: boolean }
  security?: unknown[]
  paths?: Record<string, Json>
  components?: Json
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Json
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

/** Inlines local `$ref`s, so each request schema stands alone. */
function dereference(value: unknown, document: OpenApiDocument, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, seen))
  if (!value || typeof value !== 'object') return value
  const ref = (value as Json).$ref
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`Circular $ref ${ref} in a request schema`)
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], document)
    return dereference(target, document, [...seen, ref])
  }
  return Object.fromEntries(
    Object.entries(value as Json)
      .filter(([key]) => !key.startsWith('x-') && key !== 'example' && key !== 'examples')
      .map(([key, item]) => [key, dereference(item, document, seen)]),
  )
}

function parameterSchema(parameters: Parameter[], place: Parameter['in']): Json | null {
  const own = parameters.filter((parameter) => parameter.in === place)
  if (own.length === 0) return null
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: own
      .filter((parameter) => parameter.required || place === 'path')
      .map((parameter) => parameter.name),
  }
}

export interface OperationIndexEntry {
  operationId: string
  method: (typeof methods)[number]
  path: string
  secured: boolean
  request: { path: Json | null; query: Json | null; body: Json | null; bodyRequired: boolean }
}

/** Every operation of a document with its request schemas, dereferenced. */
export function operationIndexEntries(document: OpenApiDocument): OperationIndexEntry[] {
  const entries: OperationIndexEntry[] = []
  const secureByDefault = (document.security ?? []).length > 0
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = (item.parameters as Parameter[] | undefined) ?? []
    for (const method of methods) {
      const operation = item[method] as Json | undefined
      if (!operation) continue
      const id = operation.operationId
      if (typeof id !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      const parameters = dereference(
        [...shared, ...((operation.parameters as Parameter[]) ?? [])],
        document,
      ) as Parameter[]
      const body = dereference(operation.requestBody, document) as
        | { required?: boolean; content?: Record<string, { schema?: Json }> }
        | undefined
      const security = operation.security as unknown[] | undefined
      entries.push({
        operationId: id,
        method,
        path,
        secured: security ? security.length > 0 : secureByDefault,
        request: {
          path: parameterSchema(parameters, 'path'),
          query: parameterSchema(parameters, 'query'),
          body: body?.content?.['application/json']?.schema ?? null,
          // Only JSON bodies are validated here; a multipart upload checks its own body.
          bodyRequired: Boolean(body?.content?.['application/json']) && (body?.required ?? false),
        },
      })
    }
  }
  return entries
}

/** The generated module: operationId → method, path, security and request schemas. */
export function operationIndexSource(document: OpenApiDocument): string {
  const entries = operationIndexEntries(document)
    .map(({ operationId, ...entry }) => `  ${operationId}: ${JSON.stringify(entry)},`)
    .sort()
  return `export const operationIndex = {\n${entries.join('\n')}\n} as const\n\nexport type OperationId = keyof typeof operationIndex\n`
}
