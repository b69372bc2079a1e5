import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { correlationHeader, forgetEarlyCalls, sendEarly, takeEarly } from './early-calls'

const url = 'https://photos.example/users/timeline'

function appRequest(token = 'token-a', init: RequestInit = {}) {
  return new Request(url, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, [correlationHeader]: 'own-id' },
  })
}

/** A fetch double answering each URL with the given status, counting what was sent. */
function answering(status: number) {
  const sent: Request[] = []
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init))
    return new Response('{}', { status })
  })
  vi.stubGlobal('fetch', fetchDouble)
  return sent
}

// Other files' clients may have called in this worker: each test starts as a page does, before any call.
beforeEach(() => forgetEarlyCalls())

afterEach(() => {
  forgetEarlyCalls()
  vi.unstubAllGlobals()
})

describe('calls sent early', () => {
  it('are sent with the token, the correlation id and no-cache, and taken up once by the same request', async () => {
    const sent = answering(200)
    sendEarly(url, 'token-a', 'early-id')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer token-a')
    expect(sent[0]!.headers.get(correlationHeader)).toBe('early-id')
    expect(sent[0]!.headers.get('Cache-Control')).toBe('no-cache')

    const own = vi.fn(async () => new Response('own'))
    const request = appRequest()
    const answer = await takeEarly(request, own)
    expect(answer.status).toBe(200)
    expect(own).not.toHaveBeenCalled()
    // The request now names the call the service saw.
    expect(request.headers.get(correlationHeader)).toBe('early-id')

    await takeEarly(appRequest(), own)
    expect(own).toHaveBeenCalledTimes(1) // taken once: the next request is sent as usual
  })

  it('are not taken up by a request with another token, another method or another URL', async () => {
    answering(200)
    sendEarly(url, 'token-a', 'early-id')
    const own = vi.fn(async () => new Response('own'))
    await takeEarly(appRequest('token-b'), own)
    await takeEarly(new Request(url, { method: 'DELETE', headers: { Authorization: 'Bearer token-a' } }), own)
    await takeEarly(new Request(`${url}?page=2`, { headers: { Authorization: 'Bearer token-a' } }), own)
    expect(own).toHaveBeenCalledTimes(3)
  })

  it('that were refused or failed leave the request to be sent as usual, with its own correlation id', async () => {
    answering(401)
    sendEarly(url, 'token-a', 'early-id')
    const own = vi.fn(async (request: Request) => new Response(request.headers.get(correlationHeader)))
    const request = appRequest()
    const answer = await takeEarly(request, own)
    expect(own).toHaveBeenCalledTimes(1)
    expect(await answer.text()).toBe('own-id')

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    )
    sendEarly(url, 'token-a', 'early-id-2')
    await takeEarly(appRequest(), own)
    expect(own).toHaveBeenCalledTimes(2)
  })

  it('that found nothing (404) are the answer, as the app’s own request would get it', async () => {
    answering(404)
    sendEarly(url, 'token-a', 'early-id')
    const own = vi.fn(async () => new Response('own'))
    const request = appRequest()
    const answer = await takeEarly(request, own)
    expect(answer.status).toBe(404)
    expect(own).not.toHaveBeenCalled()
    expect(request.headers.get(correlationHeader)).toBe('early-id')
  })

  it('end with the request’s abort (its time limit) while they are still on their way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    )
    sendEarly(url, 'token-a', 'early-id')
    const controller = new AbortController()
    const taken = takeEarly(appRequest('token-a', { signal: controller.signal }), vi.fn())
    controller.abort(new DOMException('no answer within 10 ms', 'TimeoutError'))
    await expect(taken).rejects.toThrow('no answer within 10 ms')
  })

  it('are not sent once the app has sent a call of its own (the head start came too late)', async () => {
    const sent = answering(200)
    await takeEarly(appRequest(), async () => new Response('own'))
    sendEarly(url, 'token-a', 'early-id')
    expect(sent).toHaveLength(0)
  })
})
