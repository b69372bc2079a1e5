import { strToU8, type Zippable, zipSync } from 'fflate'
import { generatedPng } from './generated-images'

/** The note a chunk holds when the library was empty when the export was made. */
export const emptyExportNote = 'export-info.txt'

// Zip entries get a fixed modification time: the same chunk is the same bytes (and size) on every request.
const entryTime = new Date(Date.UTC(2026, 0, 1, 12, 0, 0))
const cache = new Map<string, Uint8Array<ArrayBuffer>>()
const cacheLimit = 24

/**
 * One zip chunk of an export: a real zip of generated images named after the photos it stands for. The mock
 * reports this zip's byte length as the chunk's size, so the listed and the downloaded sizes agree.
 */
export function exportChunkZip(
  backupId: string,
  iteration: number,
  files: readonly string[],
): Uint8Array<ArrayBuffer> {
  const key = `${backupId}/${iteration}/${files.join('/')}`
  const cached = cache.get(key)
  if (cached) return cached
  const entries: Zippable = {}
  for (const name of files) {
    entries[name] =
      name === emptyExportNote
        ? [
            strToU8('Your photo library was empty when this export was made.\n'),
            { level: 6, mtime: entryTime },
          ]
        : // PNGs are compressed already: store them.
          [generatedPng(`${backupId}/${name}`), { level: 0, mtime: entryTime }]
  }
  const zip = zipSync(entries, { mtime: entryTime })
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!)
  cache.set(key, zip)
  return zip
}
