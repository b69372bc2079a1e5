/** What a single download needs of a photo. */
export interface DownloadablePhoto {
  localFileName: string
  url: string
  untouchedUrl: string
}

/**
 * Saves one photo as the file it was uploaded as: its untouched file (else the shown one) is fetched and handed to
 * the browser under its local file name through an object URL and an <a download>. Photo files are plain files
 * (like a CDN): no bearer token goes with them.
 */
export async function downloadPhoto(photo: DownloadablePhoto): Promise<void> {
  const response = await globalThis.fetch(photo.untouchedUrl || photo.url)
  if (!response.ok) throw new Error(`Photo download failed (status ${response.status})`)
  const href = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = href
  link.download = photo.localFileName || 'photo'
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Late enough for the browser to have read it.
    setTimeout(() => URL.revokeObjectURL(href), 60_000)
  }
}
