// A library cut down to its newest photos, for the bench's DOM comparison of 100,000 and 100 photos (bench.ts).
import type { MockContext } from '../../mocks/context'
import { virtualLibraryOf, virtualPhotoId } from '../../mocks/db/virtual-photos'
import { deletePhotoRecords, ownPhotos, photoPage } from '../../mocks/handlers/photo-library/library'

/** Deletes all but the library's `count` newest photos (by date taken), stored and virtual alike. */
export async function keepNewestPhotos(mocks: MockContext, sub: string, count: number) {
  const newest = photoPage(mocks, sub, {
    sortKey: 'dateTaken',
    sortOrder: 'desc',
    cursor: undefined,
    limit: count,
  })
  const kept = new Set(newest?.items.map((photo) => photo.imageId))
  const gone = new Set(ownPhotos(mocks, sub).map((photo) => photo.imageId))
  const library = virtualLibraryOf(mocks.db.volume, sub, mocks.db.epoch)
  for (let index = 0; library && index < library.total; index++) gone.add(virtualPhotoId(library, index))
  for (const id of kept) gone.delete(id)
  await deletePhotoRecords(mocks, gone)
}
