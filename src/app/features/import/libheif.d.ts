// heic-to's libheif built without eval (node_modules/heic-to/src/lib/libheif-without-unsafe-eval.js), which its
// package.json does not export: vite.config.ts names it `heic-to/libheif` for the HEIC worker. Only what it uses.
declare module 'heic-to/libheif' {
  interface HeifImage {
    get_width(): number
    get_height(): number
    /** Draws the image's RGBA pixels into `target`; calls back with it, or with null when it cannot be decoded. */
    display(target: ImageData, done: (drawn: ImageData | null) => void): void
    free(): void
  }

  interface Libheif {
    HeifDecoder: new () => { decoder: unknown; decode(file: ArrayBuffer): HeifImage[] }
    heif_context_free(context: unknown): void
  }

  export default function buildLibheif(): Libheif
}
