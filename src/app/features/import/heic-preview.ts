// HEIC previews for the picker. heic-to (a few MB of WebAssembly) loads on the first HEIC file only, and files
// are decoded one after the other so a large pick does not hold many full-size bitmaps at once.

let queue: Promise<unknown> = Promise.resolve()

/** The HEIC file as a JPEG blob; rejects when it cannot be decoded (the picker then shows a file icon). */
export function heicPreview(file: File): Promise<Blob> {
  const decoded = queue.then(async () => {
    const { heicTo } = await import('heic-to')
    return heicTo({ blob: file, type: 'image/jpeg', quality: 0.6 })
  })
  queue = decoded.catch(() => undefined)
  return decoded
}
