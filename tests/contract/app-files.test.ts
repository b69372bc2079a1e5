import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { serviceNames } from '../../src/app/platform/config'
import { locales } from '../../src/app/platform/i18n/locales'

// The app's own files are served statically, so no mock answers openapi/app.yaml: the files themselves are checked.

type Json = Record<string, unknown>

const root = join(import.meta.dirname, '../..')
const document = parse(readFileSync(join(root, 'openapi/app.yaml'), 'utf8')) as Json
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(document, 'app.yaml')

type Operation = { responses: Record<string, { content?: Record<string, { schema: Json }> }> }
const paths = document.paths as Record<string, { get: Operation }>

/** A validator for the JSON body of an operation's 200 response, with the document's refs resolved. */
function responseValidator(path: string) {
  const schema = paths[path]!.get.responses['200']!.content!['application/json']!.schema
  const qualified = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#', '"$ref":"app.yaml#')) as Json
  return ajv.compile(qualified)
}

function problemsOf(validate: ReturnType<typeof responseValidator>, body: unknown): string[] {
  return validate(body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`)
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
const schemas = (document.components as { schemas: Record<string, Json> }).schemas
const localeDir = join(root, 'public/locales')
const localeFiles = readdirSync(localeDir).filter((name) => name.endsWith('.json'))

describe('the app files follow openapi/app.yaml', () => {
  it('public/config.json is a valid GET /config.json answer', () => {
    expect(problemsOf(responseValidator('/config.json'), readJson(join(root, 'public/config.json')))).toEqual(
      [],
    )
  })

  it('the config schema requires a base URL for exactly the services the app calls', () => {
    const services = (schemas.AppConfig!.properties as Record<string, Json>).services!
    expect([...(services.required as string[])].sort()).toEqual([...serviceNames].sort())
    expect(Object.keys(services.properties as Json).sort()).toEqual([...serviceNames].sort())
  })

  it('the config schema rejects a config without services or with a relative service URL', () => {
    const validate = responseValidator('/config.json')
    const config = readJson(join(root, 'public/config.json')) as Json
    expect(validate({ ...config, services: undefined })).toBe(false)
    expect(validate({ ...config, services: { ...(config.services as Json), photos: '/photos' } })).toBe(false)
  })

  it('documents exactly the locales the app supports, and each has a file', () => {
    expect(schemas.Locale!.enum).toEqual([...locales])
    expect(localeFiles.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...locales].sort())
  })

  it.each(localeFiles)('public/locales/%s is a valid GET /locales/{locale}.json answer', (name) => {
    expect(problemsOf(responseValidator('/locales/{locale}.json'), readJson(join(localeDir, name)))).toEqual(
      [],
    )
  })
})
