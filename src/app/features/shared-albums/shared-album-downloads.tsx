import { type ReactNode, useCallback } from 'react'
import { SharedAlbumArchives } from '#app/queries/downloads/shared-album-archives'
import { useLoadedSharedAlbumPhoto } from '#app/queries/photos/loaded-photos'

/** Archive downloads of this shared album's photos for everything inside (the screen's selection toolbar). */
export function SharedAlbumDownloads({ albumId, children }: { albumId: string; children: ReactNode }) {
  const loadedPhoto = useLoadedSharedAlbumPhoto(albumId)
  const ownerOf = useCallback((photoId: string) => loadedPhoto(photoId)?.ownerId, [loadedPhoto])
  return (
    <SharedAlbumArchives albumId={albumId} ownerOf={ownerOf}>
      {children}
    </SharedAlbumArchives>
  )
}
