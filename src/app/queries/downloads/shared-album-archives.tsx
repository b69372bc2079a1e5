import { type ReactNode, useMemo } from 'react'
import { type ServiceClient, withClient } from '#app/api/clients'
import { ServiceClientsProvider, useServiceClients } from '../service-clients'

/**
 * The download service as the library's archive flow (useArchiveDownload) sees it on a shared album: asking for an
 * archive goes to POST /shared-album-downloads with the album and each photo's owner
 * (docs/requirements/downloads.md#downloads-shared-album: shared-album multi-download needs owner ids), so the
 * toasts, the push messages and the saved file stay the library's own. That service chooses the archive's id itself;
 * the flow takes it from the answer. A photo whose owner is unknown gets an empty owner, which the service refuses
 * (the download then fails like any other).
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

/** Archive downloads asked for inside ask for this shared album's photos (sharedAlbumDownloadsClient). */
export function SharedAlbumArchives({
  albumId,
  ownerOf,
  children,
}: {
  albumId: string
  ownerOf: (photoId: string) => string | undefined
  children: ReactNode
}) {
  const clients = useServiceClients()
  const value = useMemo(
    () => withClient(clients, 'downloads', sharedAlbumDownloadsClient(clients.downloads, albumId, ownerOf)),
    [clients, albumId, ownerOf],
  )
  return <ServiceClientsProvider value={value}>{children}</ServiceClientsProvider>
}
