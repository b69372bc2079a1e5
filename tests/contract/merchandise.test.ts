import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSchema, graphql, type OperationDefinitionNode, parse, validate } from 'graphql'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { baselineHandlers } from '../../mocks/handlers'
import { merchandiseHandlers } from '../../mocks/handlers/merchandise'
import { operationOf, requestHandlers } from '../../mocks/handlers/operation'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import { findScenarios } from '../../mocks/scenarios/registry'
import { provideTokens } from '../../src/app/api/token-source'
import registry from '../../src/brands/brand-registry.json'

const auth = vi.hoisted(() => ({ token: undefined as string | undefined }))

const { channelQuery, channelsQuery, createMerchandiseClient, MerchandiseError } = await import(
  '../../src/app/api/merchandise'
)

const schema = buildSchema(
  readFileSync(join(import.meta.dirname, '../../openapi/merchandise.graphql'), 'utf8'),
)
const ctx = await createMockContext()
const handlers = requestHandlers(merchandiseHandlers(ctx))
const url = ctx.services.merchandise!
const token = (await issueTokens(findUser(ctx.db, subjectOf('consumer'))!, 'http://localhost/__mock-idp'))
  .access_token

interface GraphQLAnswer {
  data?: Record<string, unknown> | null
  errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[]
}

async function post(
  query: string,
  variables?: Record<string, unknown>,
  options: { token?: string | undefined; handlers?: typeof handlers } = {},
) {
  const bearer = 'token' in options ? options.token : token
  const response = await getResponse(
    options.handlers ?? handlers,
    new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
    }),
  )
  expect(response, 'a handler answered').toBeDefined()
  return { status: response!.status, body: (await response!.json()) as GraphQLAnswer }
}

/** Executes the query against the schema with the mock's data as root value: the data must come back unchanged. */
async function expectConformingData(query: string, variables: Record<string, unknown>, data: unknown) {
  const result = await graphql({ schema, source: query, rootValue: data, variableValues: variables })
  expect(result.errors ?? []).toEqual([])
  expect(JSON.parse(JSON.stringify(result.data))).toEqual(data)
}

const operationNames = (query: string) =>
  parse(query)
    .definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    )
    .map((definition) => definition.name?.value)

const brands = registry.brands as { id: string; locale: string; internalAlias?: string }[]
const sampleBrands = [
  'printbloom-gb',
  'fotofabriek-be',
  'bildwerk-de',
  'nordprint-no',
  'bildkammaren-se',
].map((id) => brands.find((brand) => brand.id === id)!)

describe('the merchandise schema and the app’s query documents', () => {
  it('validates both query documents against openapi/merchandise.graphql', () => {
    for (const query of [channelsQuery, channelQuery]) expect(validate(schema, parse(query))).toEqual([])
  })

  it('has one registered mock handler per operation of the app, and nothing else', () => {
    const registered = merchandiseHandlers(ctx).map(operationOf)
    const documented = [channelsQuery, channelQuery].flatMap(operationNames)
    expect(registered.map((ref) => ref?.service)).toEqual(documented.map(() => 'merchandise'))
    expect(registered.map((ref) => ref?.operationId).sort()).toEqual([...documented].sort())
    // The baseline serves them too.
    const baseline = baselineHandlers(ctx)
      .map(operationOf)
      .filter((ref) => ref?.service === 'merchandise')
    expect(baseline.map((ref) => ref?.operationId).sort()).toEqual([...documented].sort())
  })
})

describe('the merchandise mock', () => {
  it('answers the channels query with one channel per brand, conforming to the schema', async () => {
    const { status, body } = await post(channelsQuery)
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
    await expectConformingData(channelsQuery, {}, body.data)
    const channels = (body.data as { channels: { id: string; vendorId: string; locale: string }[] }).channels
    expect(channels.map((channel) => channel.id).sort()).toEqual(
      brands.map((brand) => brand.internalAlias ?? brand.id).sort(),
    )
    // Vendor ids go per brand family.
    const vendorOf = (id: string) => channels.find((channel) => channel.id === id)!.vendorId
    expect(vendorOf('printbloom-gb')).toBe(vendorOf('printbloom-nl'))
    expect(vendorOf('printbloom-gb')).not.toBe(vendorOf('fotofabriek-nl'))
  })

  it.each(sampleBrands.map((brand) => [brand.id, brand] as const))(
    'answers the channel query for %s with its articles, conforming to the schema',
    async (_, brand) => {
      const variables = { code: brand.internalAlias ?? brand.id, locale: brand.locale }
      const { status, body } = await post(channelQuery, variables)
      expect(status).toBe(200)
      expect(body.errors).toBeUndefined()
      await expectConformingData(channelQuery, variables, body.data)
      const channel = (body.data as { channel: { articles: { id: string; articleType: string }[] } }).channel
      expect(channel.articles.map((article) => article.id)).toContain('PAP_910')
      expect(channel.articles.some((article) => article.articleType === 'HardcoverPhotoBook')).toBe(true)
    },
  )

  it('answers only the fields a query selects, under their aliases', async () => {
    const { body } = await post('query Channels { all: channels { code: id __typename } }')
    const first = (body.data as { all: Record<string, unknown>[] }).all[0]
    expect(Object.keys(first!).sort()).toEqual(['__typename', 'code'])
    expect(first!.__typename).toBe('Channel')
  })

  it('merges a field selected both directly and through a fragment, as GraphQL does', async () => {
    const query = `query Channel($code: ID!, $locale: String!) {
      channel(code: $code, locale: $locale) { id articles { id } ...Titles }
    }
    fragment Titles on Channel { articles { title } }`
    const variables = { code: 'printbloom-gb', locale: 'en-GB' }
    const { body } = await post(query, variables)
    expect(validate(schema, parse(query))).toEqual([])
    await expectConformingData(query, variables, body.data)
    const article = (body.data as { channel: { articles: Record<string, unknown>[] } }).channel.articles[0]
    expect(Object.keys(article!)).toEqual(['id', 'title'])
  })

  it('answers an unknown channel, or a locale it is not sold in, with a NOT_FOUND error and no channel', async () => {
    for (const variables of [
      { code: 'no-such-channel', locale: 'en-GB' },
      { code: 'printbloom-gb', locale: 'fr-FR' },
    ]) {
      const { status, body } = await post(channelQuery, variables)
      expect(status).toBe(200)
      expect(body.data).toEqual({ channel: null })
      expect(body.errors).toHaveLength(1)
      expect(body.errors![0]).toMatchObject({ path: ['channel'], extensions: { code: 'NOT_FOUND' } })
    }
  })

  it('rejects a query for a field the schema does not have', async () => {
    const { status, body } = await post('query Channels { channels { id price } }')
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0]?.message).toContain('price')
  })

  it('answers 401 without a bearer token', async () => {
    const { status, body } = await post(channelsQuery, undefined, { token: undefined })
    expect(status).toBe(401)
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' })
  })

  it('answers GraphQL errors in the faults:merchandise scenario', async () => {
    const faulty = [...requestHandlers(findScenarios(['faults:merchandise'])[0]!.handlers(ctx)), ...handlers]
    const { body } = await post(channelsQuery, undefined, { handlers: faulty })
    expect(body.errors?.length).toBeGreaterThan(0)
  })
})

describe('the app’s merchandise client over the mock', () => {
  const server = setupServer(...handlers)
  beforeAll(() => {
    auth.token = token
    provideTokens({ accessToken: () => auth.token, renewAccessToken: async () => undefined })
    server.listen()
  })
  afterAll(() => server.close())
  const client = createMerchandiseClient(url)

  it('loads the channels, then one channel’s articles', async () => {
    const channels = await client.channels()
    const gb = channels.find((channel) => channel.id === 'printbloom-gb')!
    expect(gb).toMatchObject({ vendorId: 'printbloom', locale: 'en-GB', currencyId: 'GBP' })
    const channel = await client.channel(gb.id, gb.locale)
    const prints = channel.articles.find((article) => article.id === 'PAP_910')!
    expect(prints.extras.printSize?.options.length).toBeGreaterThan(0)
    expect(prints.extras.coverType).toBeNull()
  })

  it('throws when the answer has errors ("Merchandise GraphQL errors throw")', async () => {
    await expect(client.channel('no-such-channel', 'en-GB')).rejects.toBeInstanceOf(MerchandiseError)
    server.use(...findScenarios(['faults:merchandise'])[0]!.handlers(ctx))
    await expect(client.channels()).rejects.toBeInstanceOf(MerchandiseError)
    server.resetHandlers()
  })
})
