import { isApiError } from '#app/api/api-error'
import type { UploadAnswer } from '#app/queries/upload-photo'
import type { PickedFile } from './file-acceptance'

/** Uploads run this many at a time. */
const uploadConcurrency = 3

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed'
/** Why an upload failed: too large (413) and not a photo (415) cannot be retried; anything else can. */
type UploadFailure = 'tooLarge' | 'unsupported' | 'failed'

export interface UploadItem {
  key: string
  file: File
  status: UploadStatus
  /** Bytes sent so far. */
  loaded: number
  failure?: UploadFailure
  imageId?: string | null
}

interface UploadTotals {
  done: number
  failed: number
  /** Waiting or uploading. */
  pending: number
  /** Bytes sent of all files, 0 to 1. */
  progress: number
}

export type SendUpload = (file: File, onProgress: (loaded: number) => void) => Promise<UploadAnswer>

export interface UploadQueue {
  readonly items: readonly UploadItem[]
  subscribe: (listener: () => void) => () => void
  /** Starts the uploads (automatic upload is off: nothing is sent before this). */
  start: () => void
  /** Sends a failed upload again. */
  retry: (key: string) => void
}

function failureOf(error: unknown): UploadFailure {
  if (isApiError(error) && error.status === 413) return 'tooLarge'
  if (isApiError(error) && error.status === 415) return 'unsupported'
  return 'failed'
}

export function canRetry(item: UploadItem): boolean {
  return item.status === 'failed' && item.failure === 'failed'
}

export function uploadTotals(items: readonly UploadItem[]): UploadTotals {
  let sent = 0
  let size = 0
  const totals = { done: 0, failed: 0, pending: 0 }
  for (const item of items) {
    size += item.file.size
    sent += item.status === 'done' ? item.file.size : item.loaded
    if (item.status === 'done') totals.done += 1
    else if (item.status === 'failed') totals.failed += 1
    else totals.pending += 1
  }
  return { ...totals, progress: size === 0 ? 0 : sent / size }
}

/**
 * One request per file, `uploadConcurrency` at a time; a failure marks that file and the others go on.
 * `onSettled` hears when nothing is pending any more, with the photos uploaded since it last heard.
 */
export function createUploadQueue(options: {
  files: readonly PickedFile[]
  send: SendUpload
  onFailure?: (error: unknown) => void
  onSettled?: (uploaded: UploadItem[]) => void
  concurrency?: number
}): UploadQueue {
  const concurrency = options.concurrency ?? uploadConcurrency
  const listeners = new Set<() => void>()
  let items: UploadItem[] = options.files.map(({ key, file }) => ({
    key,
    file,
    status: 'waiting',
    loaded: 0,
  }))
  let started = false
  let unreported: UploadItem[] = []

  function update(key: string, change: Partial<UploadItem>) {
    items = items.map((item) => (item.key === key ? { ...item, ...change } : item))
    for (const listener of [...listeners]) listener()
  }

  async function run(item: UploadItem) {
    update(item.key, { status: 'uploading', loaded: 0, failure: undefined })
    try {
      const answer = await options.send(item.file, (loaded) => update(item.key, { loaded }))
      update(item.key, { status: 'done', loaded: item.file.size, imageId: answer.imageId })
      unreported.push(items.find((candidate) => candidate.key === item.key)!)
    } catch (error) {
      options.onFailure?.(error)
      update(item.key, { status: 'failed', failure: failureOf(error) })
    }
    next()
  }

  function next() {
    const running = items.filter((item) => item.status === 'uploading').length
    const waiting = items.filter((item) => item.status === 'waiting').slice(0, concurrency - running)
    for (const item of waiting) void run(item)
    if (running === 0 && waiting.length === 0 && unreported.length > 0) {
      const uploaded = unreported
      unreported = []
      options.onSettled?.(uploaded)
    }
  }

  return {
    get items() {
      return items
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (started) return
      started = true
      next()
    },
    retry(key) {
      const item = items.find((candidate) => candidate.key === key)
      if (!item || !canRetry(item)) return
      update(key, { status: 'waiting', loaded: 0, failure: undefined })
      next()
    },
  }
}
