/**
 * Checks a service's answer against its contract before any screen sees it (decision 0030). Strict on what the app
 * reads: types, required properties, enums and constants. Tolerant of what a service may add: a property the
 * contract does not name is dropped from the answer, not a failure, even where the document says
 * `additionalProperties: false`. Hand-written rather than a validator library: it interprets the small schemas
 * `npm run generate` reduces from openapi/ (scripts/answer-schemas.ts) in under 1 kB, loaded on the first call to a
 * service, where ajv would need eval (refused by the CSP) and zod/mini's runtime would not fit the entry's 150 kB.
 */

/** The schema subset generated into src/generated/<service>.answers.ts. */
export interface AnswerSchema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, AnswerSchema>
  required?: string[]
  items?: AnswerSchema
  additionalProperties?: AnswerSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: AnswerSchema[]
}

export interface AnswerSchemas {
  defs: Record<string, AnswerSchema>
  /** `get /albums/{id}` → the operation id and each 2xx status's JSON body. */
  operations: Record<string, { operationId: string; bodies: Record<string, AnswerSchema> }>
}

export type AnswerCheck = { ok: true; value: unknown } | { ok: false; problem: string }

/** Thrown inside the walk; caught once at the top so a deep mismatch costs no allocations on the way up. */
class Mismatch {
  constructor(readonly problem: string) {}
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function hasType(value: unknown, expected: string | string[]): boolean {
  const actual = typeOf(value)
  const allowed = typeof expected === 'string' ? [expected] : expected
  return allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'))
}

function walk(schema: AnswerSchema, value: unknown, at: string, defs: AnswerSchemas['defs']): unknown {
  if (schema.$ref !== undefined) {
    const target = defs[schema.$ref]
    if (!target) throw new Mismatch(`${at}: the contract has no schema ${schema.$ref}`)
    return walk(target, value, at, defs)
  }
  if (schema.anyOf) {
    // When no form fits, the form that fitted deepest says best what is wrong.
    let deepest = new Mismatch(`${at}: matches none of its ${schema.anyOf.length} allowed forms`)
    for (const option of schema.anyOf) {
      try {
        return walk(option, value, at, defs)
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error
        if (error.problem.indexOf(':') > deepest.problem.indexOf(':')) deepest = error
      }
    }
    throw deepest
  }
  if (schema.type !== undefined && !hasType(value, schema.type)) {
    throw new Mismatch(`${at}: expected ${String(schema.type)}, got ${typeOf(value)}`)
  }
  if (schema.enum && !schema.enum.includes(value))
    throw new Mismatch(`${at}: not one of the contract's values`)
  if ('const' in schema && schema.const !== value) throw new Mismatch(`${at}: not the contract's constant`)
  if (Array.isArray(value)) return schema.items ? walkArray(schema.items, value, at, defs) : value
  if (value !== null && typeof value === 'object' && (schema.properties || schema.additionalProperties)) {
    return walkObject(schema, value as Record<string, unknown>, at, defs)
  }
  return value
}

// An answer with nothing to drop is returned as it was parsed, not copied: JSON.parse's objects are compact, and a
// copy built key by key takes more memory per photo (the bench's heap after scrolling 10,000 photos, decision 0030).

function walkArray(
  items: AnswerSchema,
  value: unknown[],
  at: string,
  defs: AnswerSchemas['defs'],
): unknown[] {
  let copy: unknown[] | undefined
  for (let index = 0; index < value.length; index++) {
    const checked = walk(items, value[index], `${at}[${index}]`, defs)
    if (!copy && checked !== value[index]) copy = value.slice(0, index)
    copy?.push(checked)
  }
  return copy ?? value
}

function walkObject(
  schema: AnswerSchema,
  value: Record<string, unknown>,
  at: string,
  defs: AnswerSchemas['defs'],
): Record<string, unknown> {
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) throw new Mismatch(`${at}.${key}: required, missing`)
  }
  const properties = schema.properties ?? {}
  const keys = Object.keys(value)
  let kept: Record<string, unknown> | undefined
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!
    const property = Object.hasOwn(properties, key) ? properties[key] : schema.additionalProperties
    const checked =
      property && value[key] !== undefined ? walk(property, value[key], `${at}.${key}`, defs) : undefined
    if (!kept && checked !== value[key]) kept = copyOf(value, keys.slice(0, index))
    if (kept && checked !== undefined) kept[key] = checked
  }
  return kept ?? value
}

function copyOf(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const key of keys) if (value[key] !== undefined) copy[key] = value[key]
  return copy
}

/** The answer as the app may read it (unknown properties dropped), or the first way it breaks the contract. */
export function checkAnswer(schema: AnswerSchema, value: unknown, defs: AnswerSchemas['defs']): AnswerCheck {
  try {
    return { ok: true, value: walk(schema, value, '$', defs) }
  } catch (error) {
    if (error instanceof Mismatch) return { ok: false, problem: error.problem }
    throw error
  }
}
