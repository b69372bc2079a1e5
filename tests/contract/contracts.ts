import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

const openapiDir = join(import.meta.dirname, '../../openapi')
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

type Json = Record<string, unknown>

export interface DocumentedResponse {
  status: string
  /** Validates a JSON body; undefined when the response has no JSON body. */
  validate: ValidateFunction | undefined
}

export interface DocumentedOperation {
  service: string
  operationId: string
  method: (typeof methods)[number]
  path: string
  secured: boolean
  responses: DocumentedResponse[]
}

/** Rewrites local refs so every document can live in one Ajv instance under its own id. */
function qualifyRefs(value: unknown, documentId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => qualifyRefs(item, documentId))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' && item.startsWith('#')
          ? `${documentId}${item}`
          : qualifyRefs(item, documentId),
      ]),
    )
  }
  return value
}

function resolve(document: Json, node: Json): Json {
  const ref = node.$ref
  if (typeof ref !== 'string') return node
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((current, key) => current[key] as Json, document)
}

/** Documents of files the app serves itself (config.json, locales): no service, no mock handler. */
export const appFileDocuments = new Set(['app'])

/** Every operation of every backing service's document, with validators for its responses. */
export function loadContracts(): DocumentedOperation[] {
  return loadAllContracts().filter((operation) => !appFileDocuments.has(operation.service))
}

/** Every operation of every document listed in openapi/redocly.yaml, the app's own files included. */
export function loadAllContracts(): DocumentedOperation[] {
  const config = parse(readFileSync(join(openapiDir, 'redocly.yaml'), 'utf8')) as {
    apis: Record<string, { root: string }>
  }
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
  addFormats(ajv)
  const operations: DocumentedOperation[] = []
  for (const [service, api] of Object.entries(config.apis)) {
    const document = parse(readFileSync(join(openapiDir, api.root), 'utf8')) as Json
    // The push channel's AsyncAPI document has its own test (push-channel.test.ts).
    if (!document.openapi) continue
    const documentId = `${service}.yaml`
    ajv.addSchema(qualifyRefs(document, documentId) as Json, documentId)
    const globalSecurity = Array.isArray(document.security) && document.security.length > 0
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const method of methods) {
        const operation = item[method] as Json | undefined
        if (!operation) continue
        const responses = Object.entries(operation.responses as Record<string, Json>).map(([status, raw]) => {
          const response = resolve(document, raw)
          const schema = (response.content as Record<string, { schema?: Json }> | undefined)?.[
            'application/json'
          ]?.schema
          return {
            status,
            validate: schema ? ajv.compile(qualifyRefs(schema, documentId) as Json) : undefined,
          }
        })
        const security = operation.security as unknown[] | undefined
        operations.push({
          service,
          operationId: operation.operationId as string,
          method,
          path,
          secured: security ? security.length > 0 : globalSecurity,
          responses,
        })
      }
    }
  }
  return operations
}

/** Checks a response against its operation's document: a documented status and, for JSON, a valid body. */
export async function documentedProblems(
  operation: DocumentedOperation,
  response: Response,
): Promise<string[]> {
  const documented = operation.responses.find((candidate) => candidate.status === String(response.status))
  if (!documented) return [`status ${response.status} is not documented for ${operation.operationId}`]
  if (!documented.validate) return []
  const body = await response.clone().json()
  return documented.validate(body)
    ? []
    : (documented.validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`)
}
