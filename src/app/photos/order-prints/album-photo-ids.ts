import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

/** Every photo id of an album, in pages of 500 (the service's page size for photos), for Select all. */
export async function albumPhotoIds(client: ServiceClient<'photos'>, albumId: string): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await dataOf(
      client.GET('/albums/{id}/photos', {
        params: { path: { id: albumId }, query: { limit: 500, ...(cursor ? { cursor } : {}) } },
      }),
    )
    ids.push(...page.images.map((photo) => photo.imageId))
    cursor = page.cursor ?? undefined
  } while (cursor)
  return ids
}
