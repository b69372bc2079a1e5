import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerSchemasOf } from './answer-schemas'
import { isApiError } from './api-error'
import { createClientFor } from './clients'
import { runningAttempt } from './write-attempt'

const photos = () => createClientFor('photos', 'https://photos.example')

/** fetch stubbed to answer with `answer`, or to hang until the request is aborted. */
function serviceAnswering(answer?: (request: Request) => Response) {
  vi.stubGlobal('fetch', (request: Request) =>
    answer
      ? Promise.resolve(answer(request))
      : new Promise<Response>((_, reject) => {
          if (request.signal.aborted) reject(request.signal.reason)
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
        }),
  )
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('every call is bounded and its answer checked', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('fails a call that never answers as a timeout after the time limit, naming the operation', async () => {
    vi.useFakeTimers()
    serviceAnswering()
    const failure = failureOf(photos().GET('/users/counts'))
    await vi.advanceTimersByTimeAsync(15_000)
    const error = await failure
    expect(error).toMatchObject({
      kind: 'timeout',
      status: 0,
      operationId: 'getAccountCounts',
      method: 'GET',
    })
    expect(error.correlationId).not.toBe('')
  })

  it('gives an operation its own longer limit (preparing an archive)', async () => {
    await answerSchemasOf('downloads') // as after the service's first call: the limit is known at once
    vi.useFakeTimers()
    serviceAnswering()
    let settled = false
    const failure = failureOf(
      createClientFor('downloads', 'https://downloads.example')
        .POST('/downloads', { body: { photos: ['p1'] } })
        .finally(() => {
          settled = true
        }),
    )
    await vi.advanceTimersByTimeAsync(30_000)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await failure).toMatchObject({ kind: 'timeout', operationId: 'createDownload' })
  })

  it('fails an answer that is not JSON as malformed, with its status', async () => {
    serviceAnswering(
      () => new Response('<html>gateway</html>', { headers: { 'Content-Type': 'application/json' } }),
    )
    expect(await failureOf(photos().GET('/users/counts'))).toMatchObject({
      kind: 'malformed',
      status: 200,
      operationId: 'getAccountCounts',
    })
  })

  it('fails JSON of the wrong shape, and passes on a right one without the properties it does not know', async () => {
    serviceAnswering(() => Response.json({ unexpected: true }))
    expect(await failureOf(photos().GET('/users/counts'))).toMatchObject({
      kind: 'wrong-shape',
      status: 200,
      operationId: 'getAccountCounts',
      responseText: '$.albumsCount: required, missing',
    })
    serviceAnswering(() => Response.json({ albumsCount: 3, photosCount: 4, addedByTheService: true }))
    const { data } = await photos().GET('/users/counts')
    expect(data).toEqual({ albumsCount: 3, photosCount: 4 })
  })

  it('names the operation of a failed status too', async () => {
    serviceAnswering(() => Response.json({ message: 'down' }, { status: 503 }))
    expect(await failureOf(photos().GET('/users/counts'))).toMatchObject({
      kind: 'status',
      status: 503,
      operationId: 'getAccountCounts',
    })
  })

  it('tells a network failure from a call its caller gave up on', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await failureOf(photos().GET('/users/counts'))).toMatchObject({ kind: 'network' })
    serviceAnswering()
    const caller = new AbortController()
    const failure = failureOf(photos().GET('/users/counts', { signal: caller.signal }))
    caller.abort()
    expect(await failure).toMatchObject({ kind: 'aborted' })
  })
})

describe('every write carries an Idempotency-Key (decision 0060)', () => {
  afterEach(() => vi.unstubAllGlobals())

  function keysSent() {
    const keys: (string | null)[] = []
    serviceAnswering((request) => {
      keys.push(request.headers.get('Idempotency-Key'))
      return Response.json({ id: 'a1', name: 'Summer', photoCount: 0 }, { status: 201 })
    })
    return keys
  }
  const createAlbum = () => photos().POST('/albums', { body: { albumName: 'Summer' } })

  it('a read carries none; a write outside an attempt carries a key of its own', async () => {
    const keys = keysSent()
    await photos()
      .GET('/users/counts')
      .catch(() => undefined)
    await createAlbum().catch(() => undefined)
    await createAlbum().catch(() => undefined)
    expect(keys[0]).toBeNull()
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[2]).not.toBe(keys[1])
  })

  it('the writes an attempt starts carry its id and their order, the same again when the attempt is repeated', async () => {
    const keys = keysSent()
    // As queries/write-attempt-scope.ts runs an attempt: the writes started while it is the running one.
    const attempt = () => {
      runningAttempt.current = { id: 'attempt-1', started: 0 }
      try {
        return Promise.all([createAlbum(), createAlbum()])
      } finally {
        runningAttempt.current = undefined
      }
    }
    await attempt().catch(() => undefined)
    await attempt().catch(() => undefined)
    expect(keys).toEqual(['attempt-1.1', 'attempt-1.2', 'attempt-1.1', 'attempt-1.2'])
  })
})

describe('the merchandise (GraphQL) client', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fails an answer whose data breaks what the query asked for, and drops what it did not ask for', async () => {
    const { createMerchandiseClient, MerchandiseError } = await import('./merchandise')
    const client = createMerchandiseClient('https://merchandise.example/graphql')
    vi.stubGlobal('fetch', async () => Response.json({ data: { channels: [{ id: 1 }] } }))
    await expect(client.channels()).rejects.toBeInstanceOf(MerchandiseError)
    const channel = { id: 'c', vendorId: 'v', locale: 'en-GB', shopUrl: 'https://shop', currencyId: 'GBP' }
    vi.stubGlobal('fetch', async () => Response.json({ data: { channels: [{ ...channel, extra: true }] } }))
    expect(await client.channels()).toEqual([channel])
  })
})
