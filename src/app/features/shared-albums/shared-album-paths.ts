/** sharedAlbum: /my-photos/shared-albums/:id */
export function sharedAlbumPath(albumId: string): string {
  return `/my-photos/shared-albums/${encodeURIComponent(albumId)}`
}

/** sharedAlbumPhotoPreview: /my-photos/shared-albums/:id/preview/:photoId */
export function sharedAlbumPreviewPath(albumId: string, photoId: string): string {
  return `${sharedAlbumPath(albumId)}/preview/${encodeURIComponent(photoId)}`
}
