import type { PreviewPhoto } from './preview-photo'

/**
 * The loaded photos of the same upload (uploadId) as this one, itself included, in the preview's order: an album's
 * preview finds the upload's photos among the album's, since only those open there.
 */
export function loadedOfUpload<P extends PreviewPhoto>(photos: readonly P[], photo: P): P[] {
  if (!photo.uploadId) return [photo]
  return photos.filter((candidate) => candidate.uploadId === photo.uploadId)
}

/**
 * How far the panel's list reaches, for it to say: every photo of the upload ('library', asked of the photo service),
 * or only the album's ('album'), or only those of the album loaded so far ('albumLoaded').
 */
export type UploadScope = 'library' | 'album' | 'albumLoaded'

export function uploadScope({ inAlbum, hasMore }: { inAlbum: boolean; hasMore: boolean }): UploadScope {
  if (!inAlbum) return 'library'
  return hasMore ? 'albumLoaded' : 'album'
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
