import type { PreviewPhoto } from './preview-photo'

/**
 * The other photos uploaded with this one (same uploadId) among those the preview has loaded, in the preview's
 * order. The photo service cannot be asked for an upload's photos (openapi/photos.yaml has no such filter), so the
 * list is only as complete as what is loaded: see uploadScope.
 */
export function sameUpload<P extends PreviewPhoto>(photos: readonly P[], photo: P): P[] {
  if (!photo.uploadId) return []
  return photos.filter(
    (candidate) => candidate.uploadId === photo.uploadId && candidate.imageId !== photo.imageId,
  )
}

/**
 * How far that list reaches, for the panel to say: every photo of the library ('library'), or only those loaded so
 * far, or only the album's (an album preview walks the album's photos, not the library's).
 */
export type UploadScope = 'library' | 'libraryLoaded' | 'album' | 'albumLoaded'

export function uploadScope({ inAlbum, hasMore }: { inAlbum: boolean; hasMore: boolean }): UploadScope {
  if (inAlbum) return hasMore ? 'albumLoaded' : 'album'
  return hasMore ? 'libraryLoaded' : 'library'
}

/** The thumbnail a tile of the list shows: the 300 one, else the smallest there is. */
export function tileThumbnail<T extends { id: number; width: number; height: number }>(
  thumbnails: readonly T[],
): T | undefined {
  return (
    thumbnails.find((thumbnail) => thumbnail.id === 300) ??
    [...thumbnails].sort((a, b) => a.width * a.height - b.width * b.height)[0]
  )
}
