import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { RequestState } from '#app/platform/downloads/request-state'
import { useServiceClient } from '../service-clients'
import type { ArchiveDownloadDeps } from './archive-download'
import { downloadsKeys } from './downloads-list'

export type StartArchiveDownload = (
  photoIds: readonly string[],
  options: { name?: string | undefined },
  deps: Omit<ArchiveDownloadDeps, 'client' | 'onCreated'>,
) => Promise<RequestState>

/**
 * The archive flow (archive-download.ts) with the download service's client. `load` fetches its code on first use
 * (it is not needed to show the photos) and answers the function that starts a download. The downloads list is asked
 * again once the archive exists.
 */
export function useArchiveDownloads(): { load: () => Promise<StartArchiveDownload> } {
  const client = useServiceClient('downloads')
  const queryClient = useQueryClient()
  const load = useCallback(async (): Promise<StartArchiveDownload> => {
    const { startArchiveDownload } = await import('./archive-download')
    const onCreated = () => void queryClient.invalidateQueries({ queryKey: downloadsKeys.all })
    return (photoIds, options, deps) =>
      startArchiveDownload(photoIds, options, { ...deps, client, onCreated })
  }, [client, queryClient])
  return { load }
}
