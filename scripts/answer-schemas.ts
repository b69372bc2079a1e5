// The run-time schemas of a contract's answers: for every operation, the JSON body of each 2xx status, reduced to
// what the app's answer check reads (types, required properties, enums, constants, unions, items, maps) and keyed
// by method and path template, which is what a client call names. Descriptions, formats, lengths and patterns are
// left out on purpose: the check guards what a screen reads, it does not police the service (decision 0030).
import type { AnswerSchema, AnswerSchemas } from '../src/app/api/answer-check'
import type { OpenApiDocument } from './operation-index'

type Json = Record<string, unknown>

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const
const schemaRef = '#/components/schemas/'

function resolve(ref: string, document: OpenApiDocument): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document)
}

export function answerSchemas(document: OpenApiDocument): AnswerSchemas {
  const defs: Record<string, AnswerSchema> = {}

  function reduce(schema: Json, where: string): AnswerSchema {
    const ref = schema.$ref
    if (typeof ref === 'string') {
      if (!ref.startsWith(schemaRef)) return reduce(resolve(ref, document) as Json, ref)
      const name = ref.slice(schemaRef.length)
      if (!(name in defs)) {
        defs[name] = {} // placed first: a schema that refers to itself ends here
        defs[name] = reduce(resolve(ref, document) as Json, ref)
      }
      return { $ref: name }
    }
    if (schema.allOf)
      throw new Error(`${where}: allOf is not supported by the answer check; write the object out`)
    const reduced: AnswerSchema = {}
    const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[])
    if (schema.nullable === true && types.length > 0) types.push('null')
    if (types.length === 1) reduced.type = types[0]
    else if (types.length > 1) reduced.type = types
    if (schema.properties) {
      reduced.properties = Object.fromEntries(
        Object.entries(schema.properties as Record<string, Json>).map(([key, value]) => [
          key,
          reduce(value, `${where}.${key}`),
        ]),
      )
      if (!reduced.type) reduced.type = 'object'
    }
    if (Array.isArray(schema.required) && schema.required.length > 0) {
      reduced.required = schema.required as string[]
    }
    if (schema.items) reduced.items = reduce(schema.items as Json, `${where}[]`)
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      reduced.additionalProperties = reduce(schema.additionalProperties as Json, `${where}{}`)
    }
    if (Array.isArray(schema.enum)) reduced.enum = schema.enum
    if ('const' in schema) reduced.const = schema.const
    const union = (schema.oneOf ?? schema.anyOf) as Json[] | undefined
    if (union) reduced.anyOf = union.map((option, index) => reduce(option, `${where}|${index}`))
    return reduced
  }

  const operations: AnswerSchemas['operations'] = {}
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined
      if (!operation) continue
      const bodies: Record<string, AnswerSchema> = {}
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        if (!/^2\d\d$/.test(status)) continue
        const resolved = (
          typeof response.$ref === 'string' ? resolve(response.$ref, document) : response
        ) as Json
        const schema = (resolved.content as Record<string, { schema?: Json }> | undefined)?.[
          'application/json'
        ]?.schema
        if (schema) bodies[status] = reduce(schema, `${operation.operationId as string} ${status}`)
      }
      operations[`${method} ${path}`] = { operationId: operation.operationId as string, bodies }
    }
  }
  const sortedDefs = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)))
  return { defs: sortedDefs, operations }
}

/** The generated module: one service's answer schemas, loaded by the app only when that service is first called. */
export function answerSchemasSource(document: OpenApiDocument): string {
  const { defs, operations } = answerSchemas(document)
  const lines = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
      .join('\n')
  return `/** The answers' schemas (scripts/answer-schemas.ts), read by src/app/api/answer-check.ts. */
export const answerSchemas = {
  defs: {
${lines(defs)}
  },
  operations: {
${lines(operations)}
  },
}
`
}
