import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>

export interface RequestSchemas {
  path: Json | null
  query: Json | null
  body: Json | null
  bodyRequired: boolean
}

export interface ParsedRequest {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}

// Query and path values arrive as text: coerce them to the documented types before validating. The schemas come
// from the documents that `npm run lint` checks, so they are not checked against the meta-schema again here: compiling
// it cost about 60 ms of every mocked page load.
const ajv = new Ajv({
  strict: false,
  coerceTypes: 'array',
  allErrors: true,
  useDefaults: true,
  validateSchema: false,
})
addFormats(ajv)
const compiled = new WeakMap<Json, ValidateFunction>()

function validatorFor(schema: Json): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(structuredClone(schema))
    compiled.set(schema, validate)
  }
  return validate
}

function problems(place: string, validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map(
    (error) => `${place}${error.instancePath} ${error.message ?? 'is not valid'}`,
  )
}

function queryObject(url: URL, schema: Json | null): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, Json>
  const query: Record<string, unknown> = {}
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name)
    const isArray = properties[name]?.type === 'array'
    // Arrays may come as repeated parameters or as one comma-separated value.
    query[name] = isArray ? values.flatMap((value) => value.split(',')).filter(Boolean) : values[0]
  }
  return query
}

/** Reads and checks a request against its documented schemas; the problems list is empty when it is valid. */
export async function parseRequest(
  request: Request,
  pathParams: Record<string, unknown>,
  schemas: RequestSchemas,
): Promise<{ parsed: ParsedRequest; problems: string[] }> {
  const found: string[] = []
  const path = Object.fromEntries(
    Object.entries(pathParams).map(([key, value]) => {
      try {
        return [key, decodeURIComponent(String(value))]
      } catch {
        found.push(`path/${key} is not valid percent-encoding`)
        return [key, String(value)]
      }
    }),
  )
  if (schemas.path) {
    const validate = validatorFor(schemas.path)
    if (!validate(path)) found.push(...problems('path', validate))
  }
  const query = queryObject(new URL(request.url), schemas.query)
  if (schemas.query) {
    const validate = validatorFor(schemas.query)
    if (!validate(query)) found.push(...problems('query', validate))
  }
  let body: unknown
  const contentType = request.headers.get('content-type') ?? ''
  const isJson = contentType === '' || /[/+]json\b/.test(contentType)
  const text = ['GET', 'HEAD'].includes(request.method) || !isJson ? '' : await request.clone().text()
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      found.push('body is not JSON')
    }
  }
  if (schemas.body && body !== undefined) {
    const validate = validatorFor(schemas.body)
    if (!validate(body)) found.push(...problems('body', validate))
  } else if (schemas.bodyRequired && body === undefined && !found.includes('body is not JSON')) {
    found.push('body is required')
  }
  return { parsed: { path, query, body }, problems: found }
}
