import { dataOf } from '../../../api/create-service-client'
import type { PhotosClient } from '../../../api/photos'
import { deleteInBatches } from '../../photo-library/selection/delete-in-batches'

/**
 * POST /albums/{id}/photos in batches of up to 500 ids; ids the service lists as failed are tried again, like a
 * deletion (the same failed-operation answer, spec §3). Rejects with RetriesExceededError when some are never added.
 */
export function addPhotosToAlbum(client: PhotosClient, albumId: string, photoIds: readonly string[]) {
  return deleteInBatches(photoIds, async (batch) => {
    const result = await dataOf(
      client.POST('/albums/{id}/photos', { params: { path: { id: albumId } }, body: { photoIds: batch } }),
    )
    return result.failed
  })
}
