import { seededRandom, seededUuid } from '../../db/random'
import type { PhotoRecord } from '../../db/schemas'
import { type VirtualLibrary, virtualCreated } from '../../db/virtual-photos'

// Which upload a photo came with, and the photos of one upload (GET /photos?uploadId=…, openapi/photos.yaml).

const day = 86_400_000
const idsByUpload = new Map<string, string>()
const uploadsById = new Map<string, string>()

/** The upload of an owner's photos added on one day (UTC): photos without a stored uploadId share it. */
function uploadKey(ownerSub: string, isoDay: string): string {
  return `upload/${ownerSub}/${isoDay}`
}

function idOfUpload(key: string): string {
  let id = idsByUpload.get(key)
  if (id === undefined) {
    if (idsByUpload.size > 50_000) {
      idsByUpload.clear()
      uploadsById.clear()
    }
    id = seededUuid(seededRandom(key))
    idsByUpload.set(key, id)
    uploadsById.set(id, key)
  }
  return id
}

/** A photo's upload: the stored one, else one per owner and upload day (photos uploaded together share it). */
export function uploadIdOf(photo: PhotoRecord): string {
  return photo.uploadId ?? idOfUpload(uploadKey(photo.ownerSub, photo.created.slice(0, 10)))
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The day (ms, UTC) on which the virtual library's owner added the photos of this upload, if it is one of theirs:
 * an id handed out earlier is remembered, else each day the library's photos were added on is tried.
 */
function uploadDay(library: VirtualLibrary, uploadId: string): number | undefined {
  const prefix = uploadKey(library.ownerSub, '')
  const known = uploadsById.get(uploadId)
  if (known !== undefined)
    return known.startsWith(prefix) ? Date.parse(known.slice(prefix.length)) : undefined
  if (library.total === 0) return undefined
  const first = Math.floor(virtualCreated(library, 0) / day) * day
  const last = virtualCreated(library, library.total - 1)
  for (let at = first; at <= last; at += day) {
    if (idOfUpload(uploadKey(library.ownerSub, isoDay(at))) === uploadId) return at
  }
  return undefined
}

/** The first index whose photo was added at or after `ms` (virtualCreated grows with the index). */
function firstAddedFrom(library: VirtualLibrary, ms: number): number {
  let low = 0
  let high = library.total
  while (low < high) {
    const middle = (low + high) >> 1
    if (virtualCreated(library, middle) < ms) low = middle + 1
    else high = middle
  }
  return low
}

/** The index range of the virtual photos of this upload: those added on its day; empty when it is not theirs. */
export function virtualUploadRange(library: VirtualLibrary, uploadId: string): { from: number; to: number } {
  const start = uploadDay(library, uploadId)
  if (start === undefined) return { from: 0, to: 0 }
  return { from: firstAddedFrom(library, start), to: firstAddedFrom(library, start + day) }
}
