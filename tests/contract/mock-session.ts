import type { RequestHandler } from 'msw'
import type { MockContext } from '../../mocks/context'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { baselineHandlers } from '../../mocks/handlers'
import { requestHandlers } from '../../mocks/handlers/operation'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import type { DocumentedOperation } from './contracts'
import { sampleRequest } from './samples/index'

export interface MockSession {
  ctx: MockContext
  handlers: RequestHandler[]
  tokenOf: (personaId: string) => Promise<string>
  /** The operation's sample request, as the persona with this token (or anonymous) would send it. */
  sampleFor: (operation: DocumentedOperation, token: string | undefined) => Request
}

/** Freshly seeded mocks, so one operation's side effects (delete all photos…) never reach another's checks. */
export async function freshMockSession(): Promise<MockSession> {
  const ctx = await createMockContext()
  return {
    ctx,
    handlers: requestHandlers(baselineHandlers(ctx)),
    tokenOf: async (personaId) =>
      (await issueTokens(findUser(ctx.db, subjectOf(personaId))!, 'http://localhost/__mock-idp'))
        .access_token,
    sampleFor: (operation, token) => {
      const sample = sampleRequest(operation)
      const url = new URL(`${ctx.services[operation.service]}${sample.path}`)
      for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value)
      return new Request(url, {
        method: operation.method.toUpperCase(),
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Content-Type': 'application/json',
        },
        ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
      })
    },
  }
}
