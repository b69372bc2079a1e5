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
  let response: Response
  try {
    response = await globalThis.fetch(url, { credentials: 'omit' })
  } catch (error) {
    throw new FileDownloadError(0, error instanceof Error ? error.message : String(error))
  }
  if (!response.ok) throw new FileDownloadError(response.status, `status ${response.status}`)
  saveBlob(await response.blob(), fileName)
}
