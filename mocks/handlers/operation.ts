import { type AnyHandler, type HttpHandler, HttpResponse, http, RequestHandler } from 'msw'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import type { UserRecord } from '../db/schemas'
import { verifiedSubject } from '../identity/tokens'
import { answeredOnce } from './idempotency'
import { parseRequest, type RequestSchemas } from './request-validation'

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch'

export interface IndexedOperation {
  method: HttpMethod
  path: string
  secured: boolean
  request: RequestSchemas
}
export type OperationIndex = Record<string, IndexedOperation>

export interface OperationRef {
  service: string
  operationId: string
}

// The request and response types of a generated operation.
type PathOf<Op> = Op extends { parameters: { path: infer P } } ? P : never
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never
type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never
type StatusOf<Op> = keyof ResponsesOf<Op> & number
type JsonOf<Op, S> = S extends keyof ResponsesOf<Op>
  ? ResponsesOf<Op>[S] extends { content: { 'application/json': infer B } }
    ? B
    : undefined
  : never

export interface OperationArgs<Op, User = UserRecord> {
  request: Request
  user: User
  path: PathOf<Op>
  query: QueryOf<Op>
  body: BodyOf<Op>
  /** A response with a documented status and, for JSON, a body of the documented type. */
  reply: <S extends StatusOf<Op>>(
    status: S,
    ...body: JsonOf<Op, S> extends undefined ? [] : [JsonOf<Op, S>]
  ) => Response
}

type Resolver<Op, User> = (args: OperationArgs<Op, User>) => Response | Promise<Response>

const operations = new WeakMap<AnyHandler, OperationRef>()

/** Which documented operation a handler answers, if it answers one (the contract suite pairs them up). */
export function operationOf(handler: AnyHandler): OperationRef | undefined {
  return operations.get(handler)
}

/** Marks a handler as answering a documented operation (GraphQL and push handlers use it too). */
export function registerOperation<Handler extends AnyHandler>(handler: Handler, ref: OperationRef): Handler {
  operations.set(handler, ref)
  return handler
}

/** The handlers that answer HTTP requests (msw's getResponse takes only those). */
export function requestHandlers(handlers: AnyHandler[]): RequestHandler[] {
  return handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler)
}

/** An OpenAPI path template under a base URL, as an msw path: /albums/{id} → /albums/:id. */
export function mswPath(baseUrl: string, path: string): string {
  return `${baseUrl}${path.replace(/\{([^}]+)\}/g, ':$1')}`
}

export function problem(status: number, message: string, details?: string[]): Response {
  return HttpResponse.json({ message, ...(details ? { details } : {}) }, { status })
}

function reply(status: number, body?: unknown): Response {
  if (status === 204 || body === undefined) return new HttpResponse(null, { status })
  return HttpResponse.json(body as Record<string, unknown>, { status })
}

async function signedInUser(ctx: MockContext, request: Request): Promise<UserRecord | undefined> {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  const sub = token ? await verifiedSubject(token, 'access') : undefined
  return sub ? findUser(ctx.db, sub) : undefined
}

/**
 * Handlers for one service's documented operations, named by operationId. Like the real service, each answers
 * 401 without a valid bearer token (where the document says one is sent) and 400 when the path, query or body
 * does not match the document, before the resolver runs.
 */
export function serviceOperations<Ops>(service: string, index: OperationIndex) {
  function define<Id extends keyof Ops & string, User>(
    ctx: MockContext,
    operationId: Id,
    resolve: Resolver<Ops[Id], User>,
    anonymous: boolean,
  ): HttpHandler {
    const entry = index[operationId]
    if (!entry) throw new Error(`${service} has no operation ${operationId}`)
    if (entry.secured === anonymous) {
      throw new Error(`${operationId} is ${entry.secured ? '' : 'not '}secured in its document`)
    }
    const baseUrl = ctx.services[service]
    if (!baseUrl) throw new Error(`No base URL for the ${service} service`)
    const handler = http[entry.method](mswPath(baseUrl, entry.path), async ({ request, params }) => {
      const user = await signedInUser(ctx, request)
      if (!user && !anonymous) return problem(401, 'A valid bearer access token is required')
      return answeredOnce(ctx, request, user?.sub, async () => {
        const { parsed, problems } = await parseRequest(request, params, entry.request)
        if (problems.length > 0) return problem(400, 'The request is not valid', problems)
        return resolve({ request, user: user as User, ...parsed, reply } as unknown as OperationArgs<
          Ops[Id],
          User
        >)
      })
    })
    return registerOperation(handler, { service, operationId })
  }
  return {
    /** An operation that needs the signed-in user. */
    operation: <Id extends keyof Ops & string>(
      ctx: MockContext,
      id: Id,
      resolve: Resolver<Ops[Id], UserRecord>,
    ) => define(ctx, id, resolve, false),
    /** An operation the spec calls without a token; the user is there only if a token was sent anyway. */
    anonymousOperation: <Id extends keyof Ops & string>(
      ctx: MockContext,
      id: Id,
      resolve: Resolver<Ops[Id], UserRecord | undefined>,
    ) => define(ctx, id, resolve, true),
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
