import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { fetchAndSave } from '#app/platform/downloads/save-file'
import { useServiceClient } from '../service-clients'
import { useOnceMutation } from '../use-once-mutation'

/**
 * The file name an archive is saved under (docs/requirements/downloads.md#downloads-archive: named after the download
 * id, with .zip).
 */
export function archiveFileName(downloadId: string): string {
  return `${downloadId}.zip`
}

/** GET /downloads/{id}/url, then fetches the signed URL and saves {id}.zip. */
export async function saveArchive(client: ServiceClient<'downloads'>, downloadId: string): Promise<void> {
  const { url } = await dataOf(client.GET('/downloads/{id}/url', { params: { path: { id: downloadId } } }))
  await fetchAndSave(url, archiveFileName(downloadId))
}

/** Saves a prepared archive ({id}.zip) once however often it is asked; the failure is the caller's to say. */
export function useSaveArchive(downloadId: string, { onError }: { onError: () => void }) {
  const client = useServiceClient('downloads')
  return useOnceMutation({ mutationFn: () => saveArchive(client, downloadId), onError })
}
