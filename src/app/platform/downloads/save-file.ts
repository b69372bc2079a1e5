import { fileDownloadSilenceLimitMs } from '#app/api/time-limits'
import { timeLimitedFetch } from '../time-limited-fetch'

/** A file fetch (a signed archive URL, a photo file) that did not answer 2xx, or never answered (status 0). */
export class FileDownloadError extends Error {
  override name = 'FileDownloadError'
  readonly status: number

  constructor(status: number, detail: string) {
    super(`The file could not be fetched: ${detail}`)
    this.status = status
  }
}

/** How long a saved file's object URL lives: long enough for the browser to take the file over. */
export const objectUrlLifetimeMs = 30_000

/** Hands a blob to the browser as a download named fileName (object URL + <a download>). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), objectUrlLifetimeMs)
}

/**
 * Fetches a file's URL as a blob and saves it. The URL is a plain or signed file link: it gets no bearer token
 * (only the service clients add one, and only to their own operations).
 */
export async function fetchAndSave(url: string, fileName: string): Promise<void> {
  const blob = await timeLimitedFetch(
    url,
    { credentials: 'omit' },
    fileDownloadSilenceLimitMs,
    async (response, stillArriving) => {
      if (!response.ok) throw new FileDownloadError(response.status, `status ${response.status}`)
      return blobOf(response, stillArriving)
    },
  ).catch((error: unknown) => {
    if (error instanceof FileDownloadError) throw error
    throw new FileDownloadError(0, error instanceof Error ? error.message : String(error))
  })
  saveBlob(blob, fileName)
}

/** The answer's body as a blob, read part by part so that a download of any size is bounded by its silences only. */
async function blobOf(response: Response, stillArriving: () => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!response.body) return new Blob([], { type })
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value)
    stillArriving()
  }
  return new Blob(parts as BlobPart[], { type })
}
