import type { Client } from 'openapi-fetch'
import type { OpenApiServiceName } from '../../generated/services'
import { type AnswerSchemas, checkAnswer } from './answer-check'
import { answerSchemasOf } from './answer-schemas'
import { ApiError, type ApiFailureKind } from './api-error'
import { correlationHeader } from './service-middleware'
import { defaultTimeLimitMs, timeLimitFor } from './time-limits'

const methods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const
type Method = (typeof methods)[number]

interface CallInit {
  signal?: AbortSignal
  parseAs?: string
  fetch?: (request: Request) => Promise<Response>
  [option: string]: unknown
}

/**
 * The service a client calls. An OpenAPI service's answers are checked against its contract; the merchandise
 * service is GraphQL, whose client checks the answer's envelope itself (api/merchandise.ts).
 */
export type GuardedService = OpenApiServiceName | 'merchandise'

const schemasOf = (service: GuardedService): Promise<AnswerSchemas | null> =>
  service === 'merchandise' ? Promise.resolve(null) : answerSchemasOf(service)

type Call = (path: string, init?: CallInit) => Promise<{ data?: unknown; response: Response }>

/**
 * A client whose every call is bounded in time and whose every JSON answer is checked against the contract
 * (docs/architecture.md, "How data flows"; decision 0030). Failures of any kind become one ApiError that names
 * the operation and the correlation id, so screens show their message and never meet a half-read answer.
 */
export function guardCalls<C extends Client<object>>(
  client: C,
  service: GuardedService,
  fetchOnce: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): C {
  const guarded: Record<string, unknown> = { ...(client as object) }
  for (const method of methods) {
    const send = (client as unknown as Record<Method, Call>)[method].bind(client)
    guarded[method] = (path: string, init?: CallInit) =>
      guardedCall(service, method, path, send, fetchOnce, init)
  }
  const request = (
    client as unknown as { request: (method: string, path: string, init?: CallInit) => ReturnType<Call> }
  ).request
  guarded.request = (method: string, path: string, init?: CallInit) =>
    guardedCall(
      service,
      method.toUpperCase() as Method,
      path,
      (p, i) => request.call(client, method, p, i),
      fetchOnce,
      init,
    )
  return guarded as unknown as C
}

function timedOut(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

async function guardedCall(
  service: GuardedService,
  method: Method,
  path: string,
  send: Call,
  defaultFetch: (request: Request) => Promise<Response>,
  init: CallInit = {},
) {
  const key = `${method.toLowerCase()} ${path}`
  const started = Date.now()
  const timeLimit = new AbortController()
  let limitMs = defaultTimeLimitMs
  const abortAfter = (ms: number) =>
    setTimeout(
      () => timeLimit.abort(new DOMException(`no answer within ${limitMs} ms`, 'TimeoutError')),
      Math.max(0, ms),
    )
  let timer = abortAfter(limitMs)
  // The schemas load beside the request; once they name the operation, its own limit replaces the default.
  const schemas = schemasOf(service)
  const operationId = schemas.then(
    (loaded) => {
      const id = loaded?.operations[key]?.operationId
      limitMs = timeLimitFor(id)
      clearTimeout(timer)
      timer = abortAfter(limitMs - (Date.now() - started))
      return id
    },
    () => undefined,
  )
  let sent: Request | undefined
  let answer: Response | undefined
  const fetchOnce = init.fetch ?? defaultFetch
  const failure = async (kind: ApiFailureKind, responseText: string, status = answer?.status ?? 0) =>
    new ApiError({
      kind,
      status,
      responseText,
      method,
      url: sent?.url ?? path,
      correlationId: sent?.headers.get(correlationHeader) ?? '',
      operationId: await operationId,
    })

  try {
    // Raced as well as aborted: a transport that ignores the abort (a stuck proxy, a test double) cannot hold
    // the call past its limit.
    const result = await Promise.race([
      timedOut(timeLimit.signal),
      send(path, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeLimit.signal]) : timeLimit.signal,
        fetch: async (request: Request) => {
          sent = request
          answer = await fetchOnce(request)
          return answer
        },
      }),
    ])
    if ((init.parseAs ?? 'json') !== 'json') return result
    const loaded = await schemas.catch(() => undefined)
    if (loaded === null) return result
    if (!loaded) throw await failure('network', `the ${service} contract's answer schemas did not load`)
    const body = loaded.operations[key]?.bodies[String(result.response.status)]
    if (!body) return result
    const checked = checkAnswer(body, result.data, loaded.defs)
    if (!checked.ok) throw await failure('wrong-shape', checked.problem)
    return { ...result, data: checked.value }
  } catch (error) {
    if (timeLimit.signal.aborted) throw await failure('timeout', `no answer within ${limitMs} ms`, 0)
    if (error instanceof ApiError) {
      if (error.kind === 'network' && init.signal?.aborted)
        throw await failure('aborted', error.responseText, 0)
      if (error.operationId) throw error
      throw new ApiError({ ...error, operationId: await operationId })
    }
    if (error instanceof SyntaxError) throw await failure('malformed', 'the answer is not valid JSON')
    throw error
  } finally {
    clearTimeout(timer)
  }
}
