import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { fetchAndSave } from '#app/platform/downloads/save-file'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

/** The file name a chunk is saved under (docs/requirements/exports.md#exports-chunks). */
export function chunkFileName(iteration: number): string {
  return `photo-export-${iteration}.zip`
}

/** GET /backups/{id}/chunks/{chunk}/url, then fetches the signed URL and saves photo-export-{iteration}.zip. */
export async function saveChunk(
  client: ServiceClient<'exports'>,
  backupId: string,
  iteration: number,
): Promise<void> {
  const { url } = await dataOf(
    client.GET('/backups/{id}/chunks/{chunk}/url', { params: { path: { id: backupId, chunk: iteration } } }),
  )
  await fetchAndSave(url, chunkFileName(iteration))
}

/** Saves one chunk of an export, once however often it is asked. */
export function useSaveChunk(backupId: string, iteration: number) {
  const client = useServiceClient('exports')
  return useOnceMutation({ mutationFn: () => saveChunk(client, backupId, iteration) })
}
