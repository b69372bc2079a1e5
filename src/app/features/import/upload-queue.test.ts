import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import { pickFiles } from './file-acceptance'
import { canRetry, createUploadQueue, type SendUpload, uploadTotals } from './upload-queue'

const picked = (...names: string[]) =>
  pickFiles(
    names.map((name) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' })),
    [],
  ).accepted

const apiError = (status: number) =>
  new ApiError({
    status,
    responseText: '',
    method: 'POST',
    url: 'https://s.example/uploads',
    correlationId: 'c',
  })

/** A send the test settles by hand, file by file. */
function manualSend() {
  const calls = new Map<
    string,
    { resolve: () => void; reject: (error: unknown) => void; progress: (n: number) => void }
  >()
  const send: SendUpload = (file, onProgress) =>
    new Promise((resolve, reject) => {
      calls.set(file.name, {
        resolve: () => resolve({ imageId: `id-${file.name}` }),
        reject,
        progress: onProgress,
      })
    })
  return { send, calls }
}

const flush = () => new Promise((done) => setTimeout(done, 0))

describe('createUploadQueue', () => {
  it('sends nothing before start, then one request per file, three at a time', async () => {
    const { send, calls } = manualSend()
    const queue = createUploadQueue({ files: picked('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'), send })
    expect(calls.size).toBe(0)
    queue.start()
    expect([...calls.keys()]).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    calls.get('a.jpg')!.resolve()
    await flush()
    expect([...calls.keys()]).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'])
  })

  it('shows progress per file and overall', async () => {
    const { send, calls } = manualSend()
    const queue = createUploadQueue({ files: picked('a.jpg', 'b.jpg'), send })
    queue.start()
    calls.get('a.jpg')!.progress(50)
    expect(queue.items.map((item) => [item.status, item.loaded])).toEqual([
      ['uploading', 50],
      ['uploading', 0],
    ])
    expect(uploadTotals(queue.items).progress).toBe(0.25)
    calls.get('b.jpg')!.resolve()
    await flush()
    expect(uploadTotals(queue.items)).toEqual({ done: 1, failed: 0, pending: 1, progress: 0.75 })
  })

  it('marks a failed file, goes on with the others, and a retry sends it again', async () => {
    const { send, calls } = manualSend()
    const onSettled = vi.fn()
    const queue = createUploadQueue({ files: picked('a.jpg', 'b.jpg'), send, onSettled })
    queue.start()
    calls.get('a.jpg')!.reject(apiError(500))
    calls.get('b.jpg')!.resolve()
    await flush()
    expect(queue.items.map((item) => [item.status, item.failure])).toEqual([
      ['failed', 'failed'],
      ['done', undefined],
    ])
    expect(onSettled).toHaveBeenCalledOnce()
    expect(onSettled.mock.calls[0]![0].map((item: { imageId: string }) => item.imageId)).toEqual(['id-b.jpg'])

    queue.retry(queue.items[0]!.key)
    expect(queue.items[0]!.status).toBe('uploading')
    calls.get('a.jpg')!.resolve()
    await flush()
    expect(uploadTotals(queue.items)).toMatchObject({ done: 2, failed: 0, pending: 0, progress: 1 })
    expect(onSettled).toHaveBeenCalledTimes(2)
    expect(onSettled.mock.calls[1]![0].map((item: { imageId: string }) => item.imageId)).toEqual(['id-a.jpg'])
  })

  it('does not offer a retry for a file the service refuses as too large or not a photo', async () => {
    const { send, calls } = manualSend()
    const onSettled = vi.fn()
    const queue = createUploadQueue({ files: picked('a.jpg', 'b.jpg'), send, onSettled })
    queue.start()
    calls.get('a.jpg')!.reject(apiError(413))
    calls.get('b.jpg')!.reject(apiError(415))
    await flush()
    expect(queue.items.map((item) => item.failure)).toEqual(['tooLarge', 'unsupported'])
    expect(queue.items.some(canRetry)).toBe(false)
    expect(onSettled).not.toHaveBeenCalled()
  })
})
