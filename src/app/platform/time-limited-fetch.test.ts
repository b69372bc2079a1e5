import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timeLimitedFetch } from './time-limited-fetch'

/** A fetch that answers only when its signal gives up, with the signal's reason, as a browser's does. */
function fetchThatNeverAnswers() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, fail) =>
        init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
      ),
  )
}

/** A fetch that answers at once with `body`; its reading is the test's. */
const answerAtOnce = (body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body)),
  )

describe('timeLimitedFetch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('fails as a TimeoutError once the limit passes without an answer', async () => {
    vi.stubGlobal('fetch', fetchThatNeverAnswers())
    const result = timeLimitedFetch('/config.json', {}, 15_000, async () => 'read')
    const failure = expect(result).rejects.toMatchObject({ name: 'TimeoutError' })
    await vi.advanceTimersByTimeAsync(14_999)
    await vi.advanceTimersByTimeAsync(1)
    await failure
  })

  it('bounds the reading of the body too', async () => {
    answerAtOnce('{}')
    const result = timeLimitedFetch('/locales/en-GB.json', {}, 1_000, () => new Promise(() => undefined))
    const failure = expect(result).rejects.toMatchObject({ name: 'TimeoutError' })
    await vi.advanceTimersByTimeAsync(1_000)
    await failure
  })

  it('restarts the limit while parts keep arriving, so a long download is bounded by its silences', async () => {
    answerAtOnce('file')
    const result = timeLimitedFetch('/archive.zip', {}, 1_000, async (_response, stillArriving) => {
      for (let part = 0; part < 5; part++) {
        await new Promise((done) => setTimeout(done, 900))
        stillArriving()
      }
      return 'saved'
    })
    await vi.advanceTimersByTimeAsync(4_500)
    await expect(result).resolves.toBe('saved')
  })

  it('passes the answer on and stops its timer', async () => {
    answerAtOnce('{"a":1}')
    await expect(timeLimitedFetch('/config.json', {}, 1_000, (response) => response.json())).resolves.toEqual(
      { a: 1 },
    )
    expect(vi.getTimerCount()).toBe(0)
  })
})
