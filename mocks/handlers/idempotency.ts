import type { MockContext } from '../context'

interface StoredAnswer {
  /** The request the key was first used for: method, path and body. */
  fingerprint: string
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

/** A JSON body as it is; another (an uploaded photo) by its size, which is enough to tell two requests apart here. */
async function bodyPrint(request: Request): Promise<string> {
  const copy = request.clone()
  return /json/i.test(request.headers.get('Content-Type') ?? '')
    ? copy.text()
    : String((await copy.arrayBuffer()).byteLength)
}

/** Per mock context: each signed-in user's keys and the answers their first requests got. */
const stores = new WeakMap<MockContext, Map<string, StoredAnswer>>()

/**
 * A write as a service that honours Idempotency-Key answers it (openapi/*.yaml, components.parameters.IdempotencyKey;
 * decision 0060): a key seen before with the same request gets the first answer again and nothing is done twice; with
 * another request it is refused (422). Only successful answers are kept: a refused or failed write did nothing, and
 * its repeat is done afresh.
 */
export async function answeredOnce(
  ctx: MockContext,
  request: Request,
  subject: string | undefined,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key')
  if (!key || request.method === 'GET' || request.method === 'HEAD') return answer()
  const store = stores.get(ctx) ?? new Map<string, StoredAnswer>()
  stores.set(ctx, store)
  const id = `${subject ?? 'anonymous'} ${key}`
  const fingerprint = `${request.method} ${new URL(request.url).pathname} ${await bodyPrint(request)}`
  const stored = store.get(id)
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      return Response.json({ message: 'This Idempotency-Key was used for another request' }, { status: 422 })
    }
    return new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers })
  }
  const response = await answer()
  if (response.ok) {
    store.set(id, {
      fingerprint,
      status: response.status,
      headers: [...response.headers],
      body: await response.clone().arrayBuffer(),
    })
  }
  return response
}
