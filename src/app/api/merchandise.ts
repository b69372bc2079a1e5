import { type AnswerSchema, checkAnswer } from './answer-check'
import { createServiceClient } from './create-service-client'

// The merchandise service is GraphQL (openapi/merchandise.graphql): every call is a POST of { query, variables }
// to the service's base URL. Channels are loaded first, then one channel's articles on demand.

/** The extras an article can have, as the schema names them. */
export const merchandiseExtraNames = [
  'border',
  'coverText',
  'coverType',
  'extraPages',
  'floatingFrame',
  'glossy',
  'imageEnhancement',
  'layFlat',
  'linnen',
  'paper',
  'planksOrientation',
  'premiumLayFlat',
  'printSize',
  'toggles',
  'voucherDiscount',
  'woodFinishing',
  'wrappers',
  'prebuiltPosterFrame',
  'boxFrame',
  'posterFrame',
  'passepartout',
  'hangingKit',
] as const
export type MerchandiseExtraName = (typeof merchandiseExtraNames)[number]

export type MerchandiseArticleType =
  | 'HardcoverPhotoBook'
  | 'SoftcoverPhotoBook'
  | 'LayFlatPhotoBook'
  | 'Print'
  | 'Poster'
  | 'Canvas'
  | 'Aluminium'
  | 'WoodPrint'
  | 'FramedPrint'
  | 'Calendar'
  | 'GreetingCard'

/**
 * The article types the widget list asks for (docs/requirements/online-products.md#online-products-list: "only
 * photobook article types").
 */
export const photoBookArticleTypes = ['HardcoverPhotoBook', 'SoftcoverPhotoBook', 'LayFlatPhotoBook'] as const

export interface MerchandiseChannel {
  id: string
  vendorId: string
  locale: string
  shopUrl: string
  currencyId: string
}

export interface MerchandiseExtra {
  id: string
  options: { id: string; title: string }[]
}

export interface MerchandiseArticle {
  id: string
  articleType: MerchandiseArticleType
  title: string
  /** Millimetres. */
  pageHeight: number
  /** Millimetres. */
  pageWidth: number
  visible: boolean
  links: { href: string; rel: string }[]
  /** Null for an extra the article does not have. */
  extras: Record<MerchandiseExtraName, MerchandiseExtra | null>
}

export interface MerchandiseChannelWithArticles extends MerchandiseChannel {
  articles: MerchandiseArticle[]
}

const channelFields = 'id vendorId locale shopUrl currencyId'

/** Every channel: ID, vendor ID and locale, with the shop URL and currency. */
export const channelsQuery = `query Channels {
  channels { ${channelFields} }
}`

/** One channel by code and locale, with its articles and their extras. */
export const channelQuery = `query Channel($code: ID!, $locale: String!) {
  channel(code: $code, locale: $locale) {
    ${channelFields}
    articles {
      id
      articleType
      title
      pageHeight
      pageWidth
      visible
      links { href rel }
      extras {
        ${merchandiseExtraNames.map((name) => `${name} { ...ExtraFields }`).join('\n        ')}
      }
    }
  }
}

fragment ExtraFields on Extra {
  id
  options { id title }
}`

export interface GraphQLErrorEntry {
  message: string
  path?: (string | number)[]
  extensions?: Record<string, unknown>
}

interface GraphQLResponse<Data> {
  data?: Data | null
  errors?: GraphQLErrorEntry[]
}

/** A merchandise answer with GraphQL errors ("Merchandise GraphQL errors throw"). */
export class MerchandiseError extends Error {
  override name = 'MerchandiseError'
  readonly errors: GraphQLErrorEntry[]

  constructor(operationName: string, errors: GraphQLErrorEntry[]) {
    super(`${operationName} failed: ${errors.map((error) => error.message).join('; ') || 'no data'}`)
    this.errors = errors
  }
}

// The GraphQL endpoint as openapi-fetch sees it: one POST at the base URL itself.
type GraphQLPaths = {
  '': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never }
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never }
      requestBody: {
        content: {
          'application/json': { query: string; operationName: string; variables?: Record<string, unknown> }
        }
      }
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': GraphQLResponse<unknown> } }
      }
    }
  }
}

const text: AnswerSchema = { type: 'string' }
const channelSchema: AnswerSchema = {
  type: 'object',
  properties: { id: text, vendorId: text, locale: text, shopUrl: text, currencyId: text },
  required: ['id', 'vendorId', 'locale', 'shopUrl', 'currencyId'],
}
const extraSchema: AnswerSchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: {
        id: text,
        options: {
          type: 'array',
          items: { type: 'object', properties: { id: text, title: text }, required: ['id', 'title'] },
        },
      },
      required: ['id', 'options'],
    },
  ],
}
const articleSchema: AnswerSchema = {
  type: 'object',
  properties: {
    id: text,
    articleType: text,
    title: text,
    pageHeight: { type: 'number' },
    pageWidth: { type: 'number' },
    visible: { type: 'boolean' },
    links: {
      type: 'array',
      items: { type: 'object', properties: { href: text, rel: text }, required: ['href', 'rel'] },
    },
    extras: {
      type: 'object',
      properties: Object.fromEntries(merchandiseExtraNames.map((name) => [name, extraSchema])),
    },
  },
  required: ['id', 'articleType', 'title', 'pageHeight', 'pageWidth', 'visible', 'links', 'extras'],
}
/** What the two queries above ask for, checked like the OpenAPI services' answers (decision 0030). */
const answerSchemas: Record<'Channels' | 'Channel', AnswerSchema> = {
  Channels: {
    type: 'object',
    properties: { channels: { type: 'array', items: channelSchema } },
    required: ['channels'],
  },
  Channel: {
    type: 'object',
    properties: {
      channel: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            properties: {
              ...channelSchema.properties,
              articles: { type: 'array', items: articleSchema },
            },
            required: [...(channelSchema.required ?? []), 'articles'],
          },
        ],
      },
    },
    required: ['channel'],
  },
}

export type MerchandiseClient = ReturnType<typeof createMerchandiseClient>

/**
 * The merchandise client. It sends the same headers as every service client (the bearer token only to its own
 * origin, a correlation id, no-cache); a non-2xx answer is an ApiError and an answer with errors a MerchandiseError.
 */
export function createMerchandiseClient(baseUrl: string) {
  const client = createServiceClient<GraphQLPaths>('merchandise', baseUrl)

  async function run<Data>(
    operationName: 'Channels' | 'Channel',
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<Data> {
    const { data: body } = await client.POST('', {
      body: { query, operationName, ...(variables ? { variables } : {}) },
    })
    const answer = body as GraphQLResponse<Data> | undefined
    if (!answer?.data || (answer.errors && answer.errors.length > 0))
      throw new MerchandiseError(operationName, answer?.errors ?? [])
    const checked = checkAnswer(answerSchemas[operationName], answer.data, {})
    if (!checked.ok)
      throw new MerchandiseError(operationName, [{ message: `wrong shape: ${checked.problem}` }])
    return checked.value as Data
  }

  return {
    async channels(): Promise<MerchandiseChannel[]> {
      return (await run<{ channels: MerchandiseChannel[] }>('Channels', channelsQuery)).channels
    },
    async channel(code: string, locale: string): Promise<MerchandiseChannelWithArticles> {
      const data = await run<{ channel: MerchandiseChannelWithArticles | null }>('Channel', channelQuery, {
        code,
        locale,
      })
      if (!data.channel) throw new MerchandiseError('Channel', [{ message: `There is no channel "${code}"` }])
      return data.channel
    },
  }
}
