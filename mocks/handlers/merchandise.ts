import { HttpResponse, type RequestHandler } from 'msw'
import { graphql } from 'msw/graphql'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import { verifiedSubject } from '../identity/tokens'
import { merchandiseOperationNames } from './merchandise-operations'
import { registerOperation } from './operation'
import { executeQuery, FieldError, type GraphQLResult, requiredText } from './widgets/graphql-execution'
import { channels, findChannel } from './widgets/merchandise-catalogue'

const root = {
  channels: () => channels,
  channel: (args: Record<string, unknown>) => {
    const code = requiredText(args, 'code', 'ID!', 'channel')
    const locale = requiredText(args, 'locale', 'String!', 'channel')
    const channel = findChannel(code)
    if (!channel) throw new FieldError(`There is no channel "${code}".`, 'NOT_FOUND')
    if (channel.locale !== locale)
      throw new FieldError(`The channel "${code}" is not sold in locale "${locale}".`, 'NOT_FOUND')
    return channel
  },
}

async function signedIn(ctx: MockContext, request: Request): Promise<boolean> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  const sub = token ? await verifiedSubject(token, 'access') : undefined
  return sub !== undefined && findUser(ctx.db, sub) !== undefined
}

function answer(result: GraphQLResult): Response {
  // A request that could not be executed at all (no data) is a client error, as GraphQL over HTTP answers it.
  return HttpResponse.json(result, { status: result.data === undefined ? 400 : 200 })
}

/** The merchandise service (GraphQL): channels, and a channel's articles by code and locale. */
export function merchandiseHandlers(ctx: MockContext): RequestHandler[] {
  const api = graphql.link(ctx.services.merchandise!)
  return merchandiseOperationNames.map((operationName) =>
    registerOperation(
      api.query(operationName, async ({ request, query, variables }) => {
        if (!(await signedIn(ctx, request))) {
          return HttpResponse.json(
            {
              errors: [
                {
                  message: 'A valid bearer access token is required',
                  extensions: { code: 'UNAUTHENTICATED' },
                },
              ],
            },
            { status: 401 },
          )
        }
        return answer(executeQuery({ query, variables, operationName }, root))
      }),
      { service: 'merchandise', operationId: operationName },
    ),
  )
}
