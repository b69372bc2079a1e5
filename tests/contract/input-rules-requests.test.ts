import { resolve } from 'node:path'
import fc from 'fast-check'
import { generateSync } from 'json-schema-faker'
import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockHttpServer } from '../../mocks/http'
import { inputRulesOf } from '../../scripts/input-rules'
import { freshMockSession, type MockSession } from './mock-session'
import { type CatalogueEntry, operationCatalogue } from './operation-catalogue'
import { documentRejects, type GeneratedRequest, toFetchRequest } from './request-generator'

type Json = Record<string, unknown>
type Place = 'path' | 'query' | 'body'

const rules = await inputRulesOf(resolve(import.meta.dirname, '../..'))
const patternOf = (name: string) => rules.get(name)?.rule.pattern
const textPatterns = new Set([patternOf('SingleLineText'), patternOf('MultiLineText')])
const urlPattern = patternOf('PublicHttpsUrl')

/** What breaks a text rule: control, text-direction and zero-width characters. */
const hiddenCharacters = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u2060',
  '\ufeff',
]

/** Addresses a callback must never go to: no host, loopback, private, link-local, unspecified and metadata. */
const refusedCallbacks = [
  'https://',
  'https://127.0.0.1/hooks',
  'https://localhost/hooks',
  'https://2130706433/',
  'https://10.0.0.5/',
  'https://172.20.1.1/',
  'https://192.168.178.1/',
  'https://169.254.169.254/latest/meta-data/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://0.0.0.0/',
  'https://[::1]/',
  'https://[fe80::1]/',
  'https://[fd00::1]/',
]

interface RuleField {
  place: Place
  /** Property names from the place's object down to the field. */
  at: string[]
  kind: 'text' | 'url'
}

const hasPattern = (schema: Json, patterns: Set<string | undefined>): boolean =>
  patterns.has(schema.pattern as string) ||
  ((schema.allOf as Json[] | undefined) ?? []).some((part) => hasPattern(part, patterns))

/** The fields of a request schema that carry a text or URL rule, however deep in its objects. */
function ruleFields(schema: Json | null, place: Place, at: string[] = []): RuleField[] {
  if (!schema) return []
  if (hasPattern(schema, textPatterns)) return [{ place, at, kind: 'text' }]
  if (hasPattern(schema, new Set([urlPattern]))) return [{ place, at, kind: 'url' }]
  return Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).flatMap(
    ([name, property]) => ruleFields(property, place, [...at, name]),
  )
}

const fieldsOf = (operation: CatalogueEntry) => [
  ...ruleFields(operation.request.path, 'path'),
  ...ruleFields(operation.request.query, 'query'),
  ...ruleFields(operation.request.body, 'body'),
]

/** A valid request with every optional field present, so each rule field is there to break. */
function fullRequest(operation: CatalogueEntry, seed: number): GeneratedRequest {
  const generate = (schema: Json | null, offset: number) =>
    schema ? generateSync(schema as never, { seed: seed + offset, optionalsProbability: 1 }) : {}
  const { request } = operation
  return {
    path: generate(request.path, 0) as Json,
    query: generate(request.query, 1) as Json,
    body: request.body ? generate(request.body, 2) : undefined,
  }
}

function withValue(request: GeneratedRequest, field: RuleField, value: (valid: string) => string) {
  const copy = structuredClone(request) as GeneratedRequest
  let parent = copy[field.place] as Json
  for (const name of field.at.slice(0, -1)) parent = parent[name] as Json
  const last = field.at.at(-1)!
  parent[last] = value(String(parent[last] ?? ''))
  return copy
}

const operationsWithRules = operationCatalogue.filter((operation) => fieldsOf(operation).length > 0)

describe('requests that break an input rule of the contracts get a 4xx, never a 2xx or 5xx', () => {
  let session: MockSession
  let token: string
  beforeAll(async () => {
    session = await freshMockSession()
    token = await session.tokenOf('b2b-default')
  })

  it('the rules reach the operations that take names, addresses, messages, album names and callbacks', () => {
    expect(operationsWithRules.map((operation) => operation.operationId).sort()).toEqual(
      [
        'createAddress',
        'createAlbum',
        'renameAlbum',
        'shareWidget',
        'updateAddress',
        'updateCustomer',
        'updateFtpIntegration',
        'updatePaymentMethod',
        'updateSuperorderDeliveryAddress',
      ].sort(),
    )
  })

  it.each(
    operationsWithRules.map(
      (operation) => [`${operation.service}.${operation.operationId}`, operation] as const,
    ),
  )('%s', async (_, operation) => {
    const baseUrl = session.ctx.services[operation.service]!
    const answer = async (generated: GeneratedRequest, defect: string) => {
      const request = toFetchRequest(operation, generated, baseUrl, token)
      expect(
        await documentRejects(operation, request.clone(), generated.path),
        `the document rejects ${defect}`,
      ).toBe(true)
      const response = await getResponse(session.handlers, request)
      expect(response?.status, defect).toBe(400)
    }
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom(...hiddenCharacters),
        fc.constantFrom(...refusedCallbacks),
        fc.constantFrom('start', 'middle', 'end'),
        async (seed, character, callbackUrl, where) => {
          const valid = fullRequest(operation, seed)
          for (const field of fieldsOf(operation)) {
            const name = `${field.place} ${field.at.join('.')}`
            if (field.kind === 'url') {
              await answer(
                withValue(valid, field, () => callbackUrl),
                `${name} ${callbackUrl}`,
              )
              continue
            }
            const broken = withValue(valid, field, (text) => {
              const kept = text || 'Ann'
              const middle = Math.floor(kept.length / 2)
              if (where === 'start') return `${character}${kept}`
              if (where === 'end') return `${kept}${character}`
              return `${kept.slice(0, middle)}${character}${kept.slice(middle)}`
            })
            await answer(broken, `${name} with U+${character.codePointAt(0)!.toString(16)} at its ${where}`)
          }
        },
      ),
      { numRuns: 12, seed: 20261122 },
    )
  })
})

describe('the standalone mock server answers an over-long address with 414, never a 5xx', () => {
  let origin = ''
  let close = () => {}
  beforeAll(async () => {
    const started = await startMockHttpServer({ host: '127.0.0.1' })
    origin = started.origin
    close = () => started.server.close()
  })
  afterAll(() => close())

  const withPath = operationCatalogue.filter((operation) => operation.path.includes('{'))

  it.each(withPath.map((operation) => [`${operation.service}.${operation.operationId}`, operation] as const))(
    '%s',
    async (_, operation) => {
      // One long parameter: past Node's 16 KB of request line and headers, Node itself answers 431, also a 4xx.
      const [head, ...rest] = operation.path.split(/\{[^}]+\}/)
      const path = `${head}${'A'.repeat(10_000)}${rest.join('a')}`
      const response = await fetch(`${origin}/${operation.service}${path}`, {
        method: operation.method.toUpperCase(),
        ...(['get', 'head', 'delete'].includes(operation.method) ? {} : { body: '{}' }),
        headers: { 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(414)
    },
  )
})
