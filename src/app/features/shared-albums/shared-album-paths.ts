import { href } from '#app/routes'

/** sharedAlbum: /my-photos/shared-albums/:id */
export function sharedAlbumPath(albumId: string): string {
  return href('sharedAlbum', { id: albumId })
}

/** sharedAlbumPhotoPreview: /my-photos/shared-albums/:id/preview/:photoId */
export function sharedAlbumPreviewPath(albumId: string, photoId: string): string {
  return href('sharedAlbumPhotoPreview', { id: albumId, photoId })
}
