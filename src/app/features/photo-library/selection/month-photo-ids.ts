import { dataOf } from '../../../api/create-service-client'
import type { PhotosClient } from '../../../api/photos'
import type { PhotoSort, TimelineSection } from '../timeline/timeline-model'

/** Every photo id of a month, in pages of 500 (the service's largest), for the month's select-all. */
export async function monthPhotoIds(
  client: PhotosClient,
  section: TimelineSection,
  sort: PhotoSort,
): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await dataOf(
      client.GET('/photos/timeline/{year}/{month}', {
        params: {
          path: { year: section.year, month: section.month },
          query: {
            limit: 500,
            sortKey: sort.sortKey,
            sortOrder: sort.sortOrder,
            ...(cursor ? { cursor } : {}),
          },
        },
      }),
    )
    ids.push(...page.images.map((photo) => photo.imageId))
    cursor = page.cursor ?? undefined
  } while (cursor)
  return ids
}
