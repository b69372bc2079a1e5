// The HEIC decoder, a worker of its own: a hashed file of the app's origin, so the production CSP lets it start
// (worker-src 'self', decision 0026's addendum), where heic-to's own worker, code made into a blob: URL, is refused.
// It runs heic-to's libheif built without eval (a JavaScript build, no WebAssembly), and is fetched only when the
// picker's first HEIC file needs a preview (heic-preview.ts).
import buildLibheif from 'heic-to/libheif'

export interface DecodeRequest {
  id: number
  file: Blob
  quality: number
}

export type DecodeAnswer = { id: number; jpeg: Blob } | { id: number; error: string }

const libheif = buildLibheif()

/** The file's first image as a JPEG. */
async function decode(file: Blob, quality: number): Promise<Blob> {
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(await file.arrayBuffer())
  try {
    const image = images[0]
    if (!image) throw new Error('No image in the HEIF file')
    const width = image.get_width()
    const height = image.get_height()
    const pixels = new ImageData(width, height)
    // Opaque where the decoder writes no alpha (as heic-to does): a JPEG has none.
    for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255
    const drawn = await new Promise<ImageData>((resolve, reject) =>
      image.display(pixels, (data) => (data ? resolve(data) : reject(new Error('HEIF processing error')))),
    )
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')?.putImageData(drawn, 0, 0)
    return await canvas.convertToBlob({ type: 'image/jpeg', quality })
  } finally {
    for (const image of images) image.free()
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder)
  }
}

addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  const { id, file, quality } = event.data
  decode(file, quality).then(
    (jpeg) => postMessage({ id, jpeg } satisfies DecodeAnswer),
    (error: unknown) => postMessage({ id, error: String(error) } satisfies DecodeAnswer),
  )
})
