import { type HttpHandler, HttpResponse, http } from 'msw'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import type { UserRecord } from '../db/schemas'
import { verifiedSubject } from '../identity/tokens'

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch'
export type OperationIndex = Record<string, { method: HttpMethod; path: string }>

export interface OperationRef {
  service: string
  operationId: string
}

export interface OperationArgs {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
  user: UserRecord
}

const operations = new WeakMap<HttpHandler, OperationRef>()

/** Which documented operation a handler answers, if it answers one (the contract suite pairs them up). */
export function operationOf(handler: HttpHandler): OperationRef | undefined {
  return operations.get(handler)
}

/** An OpenAPI path template under a base URL, as an msw path: /albums/{id} → /albums/:id. */
export function mswPath(baseUrl: string, path: string): string {
  return `${baseUrl}${path.replace(/\{([^}]+)\}/g, ':$1')}`
}

export function problem(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status })
}

async function signedInUser(ctx: MockContext, request: Request): Promise<UserRecord | undefined> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  const sub = token ? await verifiedSubject(token, 'access') : undefined
  return sub ? findUser(ctx.db, sub) : undefined
}

/**
 * Handlers for one service's documented operations, named by operationId. Each answers 401 without a valid
 * bearer token, like the real service.
 */
export function serviceOperations<Index extends OperationIndex>(service: string, index: Index) {
  return function operation(
    ctx: MockContext,
    operationId: keyof Index & string,
    resolve: (args: OperationArgs) => Response | Promise<Response>,
  ): HttpHandler {
    const { method, path } = index[operationId]!
    const baseUrl = ctx.services[service]
    if (!baseUrl) throw new Error(`No base URL for the ${service} service`)
    const handler = http[method](mswPath(baseUrl, path), async ({ request, params }) => {
      const user = await signedInUser(ctx, request)
      if (!user) return problem(401, 'A valid bearer access token is required')
      return resolve({ request, params, user })
    })
    operations.set(handler, { service, operationId })
    return handler
  }
}

/** A handler that makes one documented operation fail with the given status (fault scenarios). */
export function operationFault(
  ctx: MockContext,
  service: string,
  index: OperationIndex,
  operationId: string,
  status: number,
): HttpHandler {
  const { method, path } = index[operationId]!
  return http[method](mswPath(ctx.services[service]!, path), () => problem(status, 'Injected fault'))
}
