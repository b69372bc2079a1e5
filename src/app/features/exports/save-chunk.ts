import type { ServiceClient } from '../../api/clients'
import { dataOf } from '../../api/create-service-client'
import { fetchAndSave } from '../../platform/downloads/save-file'

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
