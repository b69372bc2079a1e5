// The production build's text files, compressed once at build time: nginx serves the .gz and .br beside each file
// as they are (gzip_static, brotli_static), so no CPU is spent compressing on every request (deploy/nginx/).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(js|css|html|json|svg|txt)$/

/** Below this size the compressed file saves less than the headers it costs. */
const minimumBytes = 1024

/**
 * Brotli's best quality takes about a second per megabyte: the first screens' files get it, the rare large ones
 * (the HEIC decoder, 3 MB) a quality that compresses them in a tenth of the time for a few per cent more bytes.
 */
const bestQualityUpTo = 512 * 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/**
 * The deployment's own config.json is left alone: an operator who replaces it would otherwise have the stale .gz
 * served in its place.
 */
const deploymentFiles = /(^|[\\/])config(\.example)?\.json$/

/** Writes `file.gz` and `file.br` beside every text file of `dir` of at least a kilobyte. */
export function precompress(dir: string): void {
  for (const file of filesUnder(dir).filter(
    (name) => compressible.test(name) && !deploymentFiles.test(name),
  )) {
    const content = readFileSync(file)
    if (content.length < minimumBytes) continue
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]:
            content.length <= bestQualityUpTo ? constants.BROTLI_MAX_QUALITY : 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    )
  }
}
