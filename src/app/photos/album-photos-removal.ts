/**
 * What a waiting removal of photos from an album is about (ui/undo/undo-window.ts): deleting the album makes it
 * pointless, so the album's deletion drops it rather than send a removal that can only find the album gone.
 */
export function albumPhotosRemoval(albumId: string): string {
  return `album-photos:${albumId}`
}
