// The bytes of files uploaded in this session. They stay in memory (the saved mock db keeps only the upload
// records: local storage could not hold the files); after a reload the mock serves a generated stand-in.

export interface KeptFile {
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
}

const files = new Map<string, KeptFile>()
/** HEIC uploads decoded to JPEG for display, each once, on its first request. */
const displayable = new Map<string, Promise<KeptFile | undefined>>()

export function keepUploadedFile(
  uploadId: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): void {
  files.set(uploadId, { bytes, contentType })
}

export function uploadedFile(uploadId: string): KeptFile | undefined {
  return files.get(uploadId)
}

/**
 * An upload as a browser can show it: jpeg and png as they are, HEIC decoded to JPEG the first time it is asked
 * for (lazily, as the photo service makes its thumbnails). Decoding needs a browser (heic-to draws on a canvas): in
 * Node, and for a file that cannot be decoded, there is none.
 */
export function displayableUpload(uploadId: string): Promise<KeptFile | undefined> {
  const kept = files.get(uploadId)
  if (kept?.contentType !== 'image/heic') return Promise.resolve(kept)
  let decoding = displayable.get(uploadId)
  if (!decoding) {
    decoding = decodeHeic(kept.bytes)
    displayable.set(uploadId, decoding)
  }
  return decoding
}

async function decodeHeic(bytes: Uint8Array<ArrayBuffer>): Promise<KeptFile | undefined> {
  if (typeof document === 'undefined') return undefined
  try {
    const { heicTo } = await import('heic-to')
    const jpeg = await heicTo({
      blob: new Blob([bytes], { type: 'image/heic' }),
      type: 'image/jpeg',
      quality: 0.85,
    })
    return { bytes: new Uint8Array(await jpeg.arrayBuffer()), contentType: 'image/jpeg' }
  } catch {
    return undefined
  }
}
