import type { components as PhotoSchemas } from '../../../src/generated/photos'
import type { components as SharedAlbumSchemas } from '../../../src/generated/shared-albums'
import type { MockContext } from '../../context'
import type { AlbumRecord, PhotoRecord } from '../../db/schemas'
import {
  deleteVirtualPhotos,
  isoDate,
  isVirtualLive,
  monthKey,
  type VirtualLibrary,
  type VirtualState,
  virtualCount,
  virtualCreated,
  virtualDateTaken,
  virtualIndexOf,
  virtualLibraries,
  virtualLibraryOf,
  virtualPhoto,
  virtualPhotoId,
  virtualState,
} from '../../db/virtual-photos'
import { thumbnailDimensions, thumbnailSizes } from '../../files/photo-library/photo-images'
import {
  decodeCursor,
  type Keyed,
  keyedAfter,
  mergedPage,
  type Page,
  type SortOrder,
  sortKey,
} from './paging'
import { uploadIdOf, virtualUploadRange } from './uploads'

// What the photo, shared album and download services share: the API shapes of photos and albums, who may read
// an album, and deleting photos everywhere they appear.

export type Photo = PhotoSchemas['schemas']['Photo']
export type Album = PhotoSchemas['schemas']['Album']
export type SharedAlbum = SharedAlbumSchemas['schemas']['SharedAlbum']
export type SharedPhoto = SharedAlbumSchemas['schemas']['SharedPhoto']
export type PhotoSortKey = 'created' | 'dateTaken'
export type { SortOrder }

/** The date of photos with no known date: the timeline files them under 1970/1, which the app shows as unknown. */
export const unknownDate = '1970-01-01T00:00:00.000Z'

const iso = (value: string) => new Date(value).toISOString()

/**
 * The URLs of a photo's files (served by ./files.ts without a token, like any image): the photo as shown and as
 * uploaded under {base}/files/photos/{imageId}/, its thumbnails under {base}/files/thumbnails/{imageId}/.
 */
export function photoFileUrls(ctx: MockContext, imageId: string) {
  const id = encodeURIComponent(imageId)
  const base = `${ctx.services.photos}/files`
  return {
    url: `${base}/photos/${id}/display.svg`,
    untouchedUrl: `${base}/photos/${id}/original.svg`,
    thumbnail: (size: number) => `${base}/thumbnails/${id}/${size}.svg`,
  }
}

export function toPhoto(ctx: MockContext, photo: PhotoRecord): Photo {
  const files = photoFileUrls(ctx, photo.imageId)
  return {
    imageId: photo.imageId,
    localFileName: photo.localFileName,
    url: files.url,
    untouchedUrl: files.untouchedUrl,
    uploadId: uploadIdOf(photo),
    thumbnails: thumbnailSizes.map((id) => ({
      id,
      url: files.thumbnail(id),
      ...thumbnailDimensions(photo, id),
    })),
    ...(photo.dateTaken ? { dateTaken: iso(photo.dateTaken) } : {}),
    ...(photo.uploadEnd ? { uploadEnd: iso(photo.uploadEnd) } : {}),
    visibleHeight: photo.height,
    visibleWidth: photo.width,
    created: iso(photo.created),
  }
}

export function toSharedPhoto(ctx: MockContext, photo: PhotoRecord): SharedPhoto {
  return { ...toPhoto(ctx, photo), ownerId: photo.ownerSub }
}

/**
 * Every photo by id (one pass, for handlers that look many up). At the 100k and 1m volumes it holds the records and
 * answers get/has for the virtual photos too (it does not list them).
 */
export function photoIndex(ctx: MockContext): Map<string, PhotoRecord> {
  return new PhotoLookup(ctx)
}

class PhotoLookup extends Map<string, PhotoRecord> {
  readonly #ctx: MockContext
  constructor(ctx: MockContext) {
    super(ctx.db.photos.all().map((photo) => [photo.imageId, photo]))
    this.#ctx = ctx
  }
  override get(imageId: string): PhotoRecord | undefined {
    return super.get(imageId) ?? findVirtualPhoto(this.#ctx, imageId)
  }
  override has(imageId: string): boolean {
    return this.get(imageId) !== undefined
  }
}

/**
 * The user's stored photos. At the 100k and 1m volumes most of the consumer's photos are virtual and not in this
 * list: use ownsPhoto, findPhoto, photoCountOf, timelineOf and photoPage, which cover both.
 */
export function ownPhotos(ctx: MockContext, sub: string): PhotoRecord[] {
  return ctx.db.photos.findMany((q) => q.where({ ownerSub: sub }))
}

// Virtual photos (mocks/db/virtual-photos.ts): the consumer's library at the 100k and 1m volumes.

function virtualLibraryFor(ctx: MockContext, sub: string): VirtualLibrary | undefined {
  return virtualLibraryOf(ctx.db.volume, sub, ctx.db.epoch)
}

/** The virtual photo with this id, unless it is not one or was deleted. */
function findVirtualPhoto(ctx: MockContext, imageId: string): PhotoRecord | undefined {
  for (const library of virtualLibraries(ctx.db.volume, ctx.db.epoch)) {
    const index = virtualIndexOf(library, imageId)
    if (index === undefined) continue
    return isVirtualLive(virtualState(ctx.db, library), index) ? virtualPhoto(library, index) : undefined
  }
  return undefined
}

/** A photo of any user by id: a record or a virtual photo. */
export function findPhoto(ctx: MockContext, imageId: string): PhotoRecord | undefined {
  return ctx.db.photos.findFirst((q) => q.where({ imageId })) ?? findVirtualPhoto(ctx, imageId)
}

/** Whether ids name the user's photos (records or virtual): builds the check once for many ids. */
export function ownPhotoCheck(ctx: MockContext, sub: string): (imageId: string) => boolean {
  const stored = new Set(ownPhotos(ctx, sub).map((photo) => photo.imageId))
  const library = virtualLibraryFor(ctx, sub)
  const state = library && virtualState(ctx.db, library)
  return (imageId) => {
    if (stored.has(imageId)) return true
    if (!library || !state) return false
    const index = virtualIndexOf(library, imageId)
    return index !== undefined && isVirtualLive(state, index)
  }
}

export function ownsPhoto(ctx: MockContext, sub: string, imageId: string): boolean {
  return ownPhotoCheck(ctx, sub)(imageId)
}

/** How many photos the user has (records and virtual). */
export function photoCountOf(ctx: MockContext, sub: string): number {
  const library = virtualLibraryFor(ctx, sub)
  const virtual = library ? virtualCount(virtualState(ctx.db, library)) : 0
  return ownPhotos(ctx, sub).length + virtual
}

/** The timeline summary: photo counts by year, then by month (photos with no date under 1970/1). */
export function timelineOf(ctx: MockContext, sub: string): Record<string, Record<string, number>> {
  const timeline: Record<string, Record<string, number>> = {}
  const add = (year: number, month: number, count: number) => {
    if (count <= 0) return
    const months = timeline[String(year)] ?? {}
    months[String(month)] = (months[String(month)] ?? 0) + count
    timeline[String(year)] = months
  }
  const library = virtualLibraryFor(ctx, sub)
  if (library) {
    const state = virtualState(ctx.db, library)
    for (const [position, month] of library.months.entries()) {
      add(month.year, month.month, virtualCount(state, position))
    }
  }
  for (const photo of ownPhotos(ctx, sub)) {
    const { year, month } = timelineMonth(photo)
    add(year, month, 1)
  }
  return timeline
}

/** The sort key of virtual photo i, equal to photoSortKey's for the same photo as a record. */
function virtualSortKey(library: VirtualLibrary, index: number, key: PhotoSortKey): string {
  const id = virtualPhotoId(library, index)
  if (key === 'created') return sortKey(isoDate(virtualCreated(library, index)), id)
  const taken = virtualDateTaken(library, index)
  return sortKey(taken === undefined ? unknownDate : isoDate(taken), id)
}

/**
 * Up to `take` live virtual photos of the index range [from, to) after the key `after`, in order. Keys grow with the
 * index (see virtual-photos.ts), so the start is a binary search and the rest a walk that skips deleted photos.
 */
function virtualKeyedAfter(
  state: VirtualState,
  range: { from: number; to: number },
  key: PhotoSortKey,
  order: SortOrder,
  after: string | undefined,
  take: number,
): Keyed<PhotoRecord>[] {
  const { library } = state
  if (state.cleared) return []
  const keyAt = (index: number) => virtualSortKey(library, index, key)
  /** The first index of the range whose key is above `after` (asc) or at least `after` (desc). */
  const firstWhere = (test: (key: string) => boolean) => {
    let low = range.from
    let high = range.to
    while (low < high) {
      const middle = (low + high) >> 1
      if (test(keyAt(middle))) high = middle
      else low = middle + 1
    }
    return low
  }
  const step = order === 'asc' ? 1 : -1
  let index =
    order === 'asc'
      ? after === undefined
        ? range.from
        : firstWhere((k) => k > after)
      : after === undefined
        ? range.to - 1
        : firstWhere((k) => k >= after) - 1
  const found: Keyed<PhotoRecord>[] = []
  for (; index >= range.from && index < range.to && found.length < take; index += step) {
    if (state.deleted.has(index)) continue
    const photo = virtualPhoto(library, index)
    const value = key === 'created' ? photo.created : (photo.dateTaken ?? unknownDate)
    found.push({ item: photo, key: sortKey(value, photo.imageId) })
  }
  return found
}

/**
 * One page of the user's photos (records and virtual), all of them or one timeline month's, sorted as asked.
 * undefined when the cursor is not one the service gave out.
 */
export function photoPage(
  ctx: MockContext,
  sub: string,
  options: {
    month?: { year: number; month: number }
    sortKey: PhotoSortKey
    sortOrder: SortOrder
    cursor: string | undefined
    limit: number
    /** Only the photos of this upload (./uploads.ts). */
    uploadId?: string
  },
): Page<PhotoRecord> | undefined {
  const { month, sortKey: key, sortOrder: order, cursor, limit, uploadId } = options
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  if (cursor !== undefined && after === undefined) return undefined
  const stored = ownPhotos(ctx, sub).filter((photo) => {
    if (uploadId !== undefined && uploadIdOf(photo) !== uploadId) return false
    if (!month) return true
    const filed = timelineMonth(photo)
    return filed.year === month.year && filed.month === month.month
  })
  const sources = [keyedAfter(stored, photoSortKey(key), order, after, limit + 1)]
  const library = virtualLibraryFor(ctx, sub)
  if (library) {
    const slot = month ? library.byMonth.get(monthKey(month.year, month.month)) : undefined
    const range = month
      ? slot && { from: slot.start, to: slot.start + slot.count }
      : uploadId !== undefined
        ? virtualUploadRange(library, uploadId)
        : { from: 0, to: library.total }
    if (range) {
      sources.push(virtualKeyedAfter(virtualState(ctx.db, library), range, key, order, after, limit + 1))
    }
  }
  return mergedPage(sources, order, limit)
}

/** The photo's key for sorting: the chosen date (unknown dates as 1970-01-01), then its id. */
export function photoSortKey(key: PhotoSortKey) {
  return (photo: PhotoRecord) =>
    sortKey(
      key === 'created' ? iso(photo.created) : photo.dateTaken ? iso(photo.dateTaken) : unknownDate,
      photo.imageId,
    )
}

/** The year and month (1-12, UTC) a photo is filed under in the timeline. */
export function timelineMonth(photo: PhotoRecord): { year: number; month: number } {
  const date = new Date(photo.dateTaken ?? unknownDate)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
}

// Albums

export type AlbumAccess = 'owner' | 'participant'

export function sharingOf(ctx: MockContext, albumId: string) {
  return ctx.db.sharedAlbums.findFirst((q) => q.where({ albumId }))
}

export function participantsOf(ctx: MockContext, albumId: string) {
  return ctx.db.sharedAlbumParticipants
    .findMany((q) => q.where({ albumId }))
    .sort((a, b) => a.joined.localeCompare(b.joined))
}

export function findAlbum(ctx: MockContext, albumId: string): AlbumRecord | undefined {
  return ctx.db.albums.findFirst((q) => q.where({ albumId }))
}

/** How the user may see an album: as its owner, as a participant of it (shared), or not at all. */
export function accessTo(
  ctx: MockContext,
  sub: string,
  album: AlbumRecord | undefined,
): AlbumAccess | undefined {
  if (!album) return undefined
  if (album.ownerSub === sub) return 'owner'
  if (!sharingOf(ctx, album.albumId)) return undefined
  const joined = ctx.db.sharedAlbumParticipants.findFirst((q) =>
    q.where({ albumId: album.albumId, userSub: sub }),
  )
  return joined ? 'participant' : undefined
}

/** The albums shared with the user by others. */
export function albumsSharedWith(ctx: MockContext, sub: string): AlbumRecord[] {
  return ctx.db.sharedAlbumParticipants
    .findMany((q) => q.where({ userSub: sub }))
    .map((participant) => findAlbum(ctx, participant.albumId))
    .filter((album): album is AlbumRecord => album !== undefined && album.ownerSub !== sub)
}

/** The album's photos that still exist, in the order they were added. */
export function albumPhotos(album: AlbumRecord, photos: Map<string, PhotoRecord>): PhotoRecord[] {
  return album.photoIds
    .map((id) => photos.get(id))
    .filter((photo): photo is PhotoRecord => photo !== undefined)
}

function albumBasics(ctx: MockContext, album: AlbumRecord, photos: Map<string, PhotoRecord>) {
  const members = albumPhotos(album, photos)
  const cover = members.at(-1)
  return {
    albumId: album.albumId,
    albumName: album.albumName,
    coverPhoto: cover ? toPhoto(ctx, cover) : null,
    photosCount: members.length,
    created: iso(album.created),
    updated: iso(album.updated),
  }
}

export function toAlbum(ctx: MockContext, album: AlbumRecord, photos = photoIndex(ctx)): Album {
  return {
    ...albumBasics(ctx, album, photos),
    userId: album.ownerSub,
    isShared: sharingOf(ctx, album.albumId) !== undefined,
  }
}

export function toSharedAlbum(ctx: MockContext, album: AlbumRecord, photos = photoIndex(ctx)): SharedAlbum {
  return { ...albumBasics(ctx, album, photos), ownerId: album.ownerSub, isShared: true }
}

export function albumSortKey(album: AlbumRecord): string {
  return sortKey(iso(album.created), album.albumId)
}

/** Stops sharing an album: its sharing record and participants go (the album itself is the caller's business). */
export async function unshareAlbum(ctx: MockContext, albumId: string) {
  ctx.db.sharedAlbums.deleteMany((q) => q.where({ albumId }))
  ctx.db.sharedAlbumParticipants.deleteMany((q) => q.where({ albumId }))
}

/** Takes photos out of every album they are in (own and shared). */
async function removeFromAlbums(ctx: MockContext, gone: (imageId: string) => boolean): Promise<void> {
  const now = new Date(ctx.clock.now()).toISOString()
  await ctx.db.albums.updateMany((q) => q.where((album) => album.photoIds.some(gone)), {
    data(draft) {
      draft.photoIds = draft.photoIds.filter((id) => !gone(id))
      draft.updated = now
    },
  })
}

/** Deletes photos (records or virtual): they leave the library and every album they were in (own and shared). */
export async function deletePhotoRecords(ctx: MockContext, imageIds: ReadonlySet<string>): Promise<void> {
  if (imageIds.size === 0) return
  for (const library of virtualLibraries(ctx.db.volume, ctx.db.epoch)) {
    const state = virtualState(ctx.db, library)
    const indexes: number[] = []
    for (const id of imageIds) {
      const index = virtualIndexOf(library, id)
      if (index !== undefined && isVirtualLive(state, index)) indexes.push(index)
    }
    await deleteVirtualPhotos(ctx.db, library, { indexes })
  }
  ctx.db.photos.deleteMany((q) => q.where((photo) => imageIds.has(photo.imageId)))
  await removeFromAlbums(ctx, (id) => imageIds.has(id))
}

/** Deletes all the user's photos, records and virtual. */
export async function deleteAllPhotosOf(ctx: MockContext, sub: string): Promise<void> {
  const stored = new Set(ownPhotos(ctx, sub).map((photo) => photo.imageId))
  const library = virtualLibraryFor(ctx, sub)
  if (library) await deleteVirtualPhotos(ctx.db, library, 'all')
  ctx.db.photos.deleteMany((q) => q.where((photo) => stored.has(photo.imageId)))
  await removeFromAlbums(
    ctx,
    (id) => stored.has(id) || (library !== undefined && virtualIndexOf(library, id) !== undefined),
  )
}
