import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { PlatformProvider, usePlatform } from '#app/platform/platform-context'
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

/**
 * The download service as the library's archive flow (useArchiveDownload) sees it on a shared album: asking for an
 * archive goes to POST /shared-album-downloads with the album and each photo's owner (spec §5: shared-album
 * multi-download needs owner ids), so the toasts, the push messages and the saved file stay the library's own.
 * That service chooses the archive's id itself; the flow takes it from the answer. A photo whose owner is unknown
 * gets an empty owner, which the service refuses (the download then fails like any other).
 */
export function sharedAlbumDownloadsClient(
  client: ServiceClient<'downloads'>,
  albumId: string,
  ownerOf: (photoId: string) => string | undefined,
): ServiceClient<'downloads'> {
  const post = ((path: string, init: { body: { photos: string[] } }) => {
    if (path !== '/downloads') return (client.POST as (p: string, i: unknown) => unknown)(path, init)
    const photos = init.body.photos
    return client.POST('/shared-album-downloads', {
      body: { albumId, photos, owners: photos.map((photoId) => ownerOf(photoId) ?? '') },
    })
  }) as ServiceClient<'downloads'>['POST']
  return { ...client, POST: post }
}

/** Archive downloads of this shared album's photos for everything inside (the screen's selection toolbar). */
export function SharedAlbumDownloads({ albumId, children }: { albumId: string; children: ReactNode }) {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  const value = useMemo(
    () => ({
      ...platform,
      clients: {
        ...platform.clients,
        downloads: sharedAlbumDownloadsClient(platform.clients.downloads, albumId, (photoId) =>
          ownerInCache(queryClient, albumId, photoId),
        ),
      },
    }),
    [platform, queryClient, albumId],
  )
  return <PlatformProvider value={value}>{children}</PlatformProvider>
}
