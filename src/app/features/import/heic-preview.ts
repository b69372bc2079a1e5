// HEIC previews for the picker. The decoder (heic-to's libheif, 3 MB) runs in a worker of the app's own origin,
// started on the first HEIC file only (heic-decoder.worker.ts); files are decoded one after the other so a large
// pick does not hold many full-size bitmaps at once, and the worker ends when the last one is done.
import { startWorker } from '#app/platform/worker-url-policy'
import type { DecodeAnswer, DecodeRequest } from './heic-decoder.worker'
import decoderUrl from './heic-decoder.worker?worker&url'

const previewQuality = 0.6

let worker: Worker | undefined
let nextId = 0
const pending = new Map<number, { resolve: (jpeg: Blob) => void; reject: (error: Error) => void }>()
let queue: Promise<unknown> = Promise.resolve()
let queued = 0

function stopWorker(failure?: Error) {
  worker?.terminate()
  worker = undefined
  for (const { reject } of pending.values()) reject(failure ?? new Error('HEIC decoder stopped'))
  pending.clear()
}

function decoder(): Worker {
  if (worker) return worker
  const started = startWorker(decoderUrl, 'heic-decoder')
  started.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const answer = event.data
    const waiting = pending.get(answer.id)
    pending.delete(answer.id)
    if ('jpeg' in answer) waiting?.resolve(answer.jpeg)
    else waiting?.reject(new Error(answer.error))
  }
  // The worker's file could not be fetched or run: every preview waiting on it fails (the picker shows file icons).
  started.onerror = (event) => stopWorker(new Error(`HEIC decoder failed: ${event.message}`))
  worker = started
  return started
}

function decodeInWorker(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const id = ++nextId
    pending.set(id, { resolve, reject })
    decoder().postMessage({ id, file, quality: previewQuality } satisfies DecodeRequest)
  })
}

/** The HEIC file as a JPEG blob; rejects when it cannot be decoded (the picker then shows a file icon). */
export function heicPreview(file: File): Promise<Blob> {
  queued++
  const decoded = queue.then(() => decodeInWorker(file))
  const settled = decoded.catch(() => undefined)
  queue = settled
  void settled.then(() => {
    if (--queued === 0) stopWorker()
  })
  return decoded
}
