import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { fetchAndSave } from '#app/platform/downloads/save-file'

/** The file name a chunk is saved under (spec §2). */
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
