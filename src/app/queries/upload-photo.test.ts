import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import { sendUpload } from './upload-photo'

/** An XMLHttpRequest the test drives: it records what was sent and plays the events a browser would. */
class ScriptedXhr {
  static last: ScriptedXhr
  readonly headers: Record<string, string> = {}
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  method = ''
  url = ''
  body: FormData | undefined
  status = 0
  responseText = ''
  constructor() {
    ScriptedXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.fail('abort')
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }))
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.events.dispatchEvent(new Event('load'))
  }
  fail(type: 'error' | 'abort') {
    this.events.dispatchEvent(new Event(type))
    this.events.dispatchEvent(new Event('loadend'))
  }
}

/** The storage service's answer to an upload (openapi/storage.yaml, Upload). */
const uploaded = (imageId: string | null) => ({
  uploadId: 'u1',
  accountId: '1',
  imageId,
  fileName: 'beach.jpg',
  contentType: 'image/jpeg',
  size: 1000,
  created: '2024-06-12T15:30:12Z',
  uploadEnd: '2024-06-12T15:30:13Z',
  url: 'https://storage.example/u1',
})

const file = new File([new Uint8Array(1000)], 'beach.jpg', { type: 'image/jpeg' })
const url = 'https://storage.example/uploads?accountId=1'

function start({ accessToken }: { accessToken: string | undefined } = { accessToken: 'token-1' }) {
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr)
  const progress: number[] = []
  const answer = sendUpload({
    url,
    file,
    dateTaken: '2024-06-12T15:30:12Z',
    accessToken,
    idempotencyKey: 'key-1',
    onProgress: (loaded) => progress.push(loaded),
  })
  return { answer, progress, xhr: ScriptedXhr.last }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('sendUpload', () => {
  it('posts the file and its date as multipart with the service headers, reporting progress as it goes', async () => {
    const { answer, progress, xhr } = start()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe(url)
    expect(xhr.headers.Authorization).toBe('Bearer token-1')
    expect(xhr.headers['X-CorrelationId']).toMatch(/^[0-9a-f-]{36}$/)
    expect(xhr.headers['Idempotency-Key']).toBe('key-1')
    expect((xhr.body!.get('file') as File).name).toBe('beach.jpg')
    expect(xhr.body!.get('dateTaken')).toBe('2024-06-12T15:30:12Z')
    // The multipart body is a little larger than the file: progress never passes the file's size.
    xhr.progress(400, 1200)
    xhr.progress(1150, 1200)
    xhr.answer(201, JSON.stringify(uploaded('photo-1')))
    expect(await answer).toEqual({ imageId: 'photo-1' })
    expect(progress).toEqual([400, 1000, 1000])
  })

  it('sends no Authorization header without a token', () => {
    const { xhr } = start({ accessToken: undefined })
    expect(xhr.headers.Authorization).toBeUndefined()
  })

  it('rejects a non-2xx answer, a network failure and an abort with ApiError', async () => {
    const refused = start()
    refused.xhr.answer(500, 'boom')
    await expect(refused.answer).rejects.toMatchObject({ status: 500, responseText: 'boom', method: 'POST' })
    const offline = start()
    offline.xhr.fail('error')
    await expect(offline.answer).rejects.toBeInstanceOf(ApiError)
    const aborted = start()
    aborted.xhr.fail('abort')
    await expect(aborted.answer).rejects.toMatchObject({ status: 0, responseText: 'The upload was aborted' })
  })

  it('gives up after its time limit (10 minutes) as a timeout of the upload operation', async () => {
    vi.useFakeTimers()
    const { answer, xhr } = start()
    const settled = vi.fn()
    answer.catch(settled)
    vi.advanceTimersByTime(599_999)
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    await expect(answer).rejects.toMatchObject({ kind: 'timeout', status: 0, operationId: 'uploadPhoto' })
    expect(xhr.body).toBeDefined()
  })

  it('rejects an answer of the wrong shape', async () => {
    const { answer, xhr } = start()
    xhr.answer(201, JSON.stringify({ unexpected: true }))
    await expect(answer).rejects.toMatchObject({ kind: 'wrong-shape', operationId: 'uploadPhoto' })
  })

  it('rejects an answer that is not JSON', async () => {
    const { answer, xhr } = start()
    xhr.answer(201, '<html>')
    await expect(answer).rejects.toMatchObject({ kind: 'malformed', responseText: 'The answer is not JSON' })
  })
})
