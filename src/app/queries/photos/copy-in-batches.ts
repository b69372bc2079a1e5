import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { deleteInBatches } from './delete-in-batches'

/**
 * Photo ids per POST /albums/{id}/photos call: the most the photo service takes at once (openapi/photos.yaml,
 * addAlbumPhotos) and the spec's batching constant 500
 * (docs/requirements/constants.md#constants-photo-page-sizes).
 */
export const copyBatchSize = 500

/**
 * Copies photos into an album in batches. The library's batching runs the calls (delete-in-batches.ts: ids the
 * service answers as failed, or of a batch that errors, are tried again up to 3 times); it resolves with the
 * copied ids and rejects with RetriesExceededError listing those still not copied.
 */
export function copyInBatches(
  client: ServiceClient<'photos'>,
  albumId: string,
  photoIds: readonly string[],
): Promise<string[]> {
  return deleteInBatches(
    photoIds,
    async (batch) => {
      const answer = await dataOf(
        client.POST('/albums/{id}/photos', { params: { path: { id: albumId } }, body: { photoIds: batch } }),
      )
      return answer.failed
    },
    { batchSize: copyBatchSize },
  )
}
