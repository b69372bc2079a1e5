import { describe, expect, it } from 'vitest'
import { subjectOf } from '../../mocks/db/personas'
import { photoCountOf, photoPage, timelineOf } from '../../mocks/handlers/photo-library/library'
import { createMockContext } from '../../mocks/node'
import { keepNewestPhotos } from './newest-photos'

const consumer = subjectOf('consumer')
const newestIds = (ctx: Awaited<ReturnType<typeof createMockContext>>, limit: number) =>
  photoPage(ctx, consumer, { sortKey: 'dateTaken', sortOrder: 'desc', cursor: undefined, limit })?.items.map(
    (photo) => photo.imageId,
  )

describe('keepNewestPhotos', () => {
  it('leaves the 100,000-photo library its 100 newest photos, stored and virtual, in the months they were in', async () => {
    const ctx = await createMockContext({ volume: '100k' })
    const newest = newestIds(ctx, 100)!
    const months = timelineOf(ctx, consumer)
    await keepNewestPhotos(ctx, consumer, 100)
    expect(photoCountOf(ctx, consumer)).toBe(100)
    expect(newestIds(ctx, 200)).toEqual(newest)
    // The newest month keeps its count unless the 100 reach past it: the first screen's months are the library's.
    const left = timelineOf(ctx, consumer)
    const year = Math.max(...Object.keys(left).map(Number))
    const month = Math.max(...Object.keys(left[year]!).map(Number))
    expect(
      Object.values(left)
        .flatMap((byMonth) => Object.values(byMonth))
        .reduce((a, b) => a + b),
    ).toBe(100)
    expect(left[year]![month]).toBe(Math.min(100, months[year]![month]!))
  })
})
