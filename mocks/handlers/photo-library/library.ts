import type { components as PhotoSchemas } from '../../../src/generated/photos'
import type { components as SharedAlbumSchemas } from '../../../src/generated/shared-albums'
import type { MockContext } from '../../context'
import { seededRandom, seededUuid } from '../../db/random'
import type { AlbumRecord, PhotoRecord } from '../../db/schemas'
import { thumbnailDimensions, thumbnailSizes } from '../../files/photo-library/photo-images'
import { type SortOrder, sortKey } from './paging'

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

/** A photo's upload: the stored one, else one per owner and upload day (photos uploaded together share it). */
function uploadIdOf(photo: PhotoRecord): string {
  return photo.uploadId ?? seededUuid(seededRandom(`upload/${photo.ownerSub}/${photo.created.slice(0, 10)}`))
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

/** Every photo by id (one pass, for handlers that look many up). */
export function photoIndex(ctx: MockContext): Map<string, PhotoRecord> {
  return new Map(ctx.db.photos.all().map((photo) => [photo.imageId, photo]))
}

export function ownPhotos(ctx: MockContext, sub: string): PhotoRecord[] {
  return ctx.db.photos.findMany((q) => q.where({ ownerSub: sub }))
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

/** Deletes photos: they leave the library and every album they were in (own and shared). */
export async function deletePhotoRecords(ctx: MockContext, imageIds: ReadonlySet<string>): Promise<void> {
  if (imageIds.size === 0) return
  const now = new Date(ctx.clock.now()).toISOString()
  ctx.db.photos.deleteMany((q) => q.where((photo) => imageIds.has(photo.imageId)))
  await ctx.db.albums.updateMany((q) => q.where((album) => album.photoIds.some((id) => imageIds.has(id))), {
    data(draft) {
      draft.photoIds = draft.photoIds.filter((id) => !imageIds.has(id))
      draft.updated = now
    },
  })
}
