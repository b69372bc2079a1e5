import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback } from 'react'
import { SharedAlbumArchives } from '#app/queries/downloads/shared-album-archives'
import { type SharedPhoto, sharedAlbumKeys } from '#app/queries/shared-albums'

/** The owner of a photo of this shared album, from its loaded pages (every sort). */
function ownerInCache(queryClient: QueryClient, albumId: string, photoId: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<{ images: SharedPhoto[] }>>({
    queryKey: sharedAlbumKeys.album(albumId),
  })) {
    const photo = data?.pages?.flatMap((page) => page.images ?? []).find((image) => image.imageId === photoId)
    if (photo) return photo.ownerId
  }
  return undefined
}

/** Archive downloads of this shared album's photos for everything inside (the screen's selection toolbar). */
export function SharedAlbumDownloads({ albumId, children }: { albumId: string; children: ReactNode }) {
  const queryClient = useQueryClient()
  const ownerOf = useCallback(
    (photoId: string) => ownerInCache(queryClient, albumId, photoId),
    [queryClient, albumId],
  )
  return (
    <SharedAlbumArchives albumId={albumId} ownerOf={ownerOf}>
      {children}
    </SharedAlbumArchives>
  )
}
