import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ServiceClient } from '#app/api/clients'
import { monthPhotoIds } from './ids-of-month'
import { photoKeys } from './keys'
import { noteMonthOfPhotos } from './known-photo-months'
import { removePhotosFromCaches, restoreCaches } from './library-removal-caches'
import type { Photo } from './types'

const photo = (imageId: string, dateTaken?: string) => ({ imageId, dateTaken }) as Photo
const monthKey = photoKeys.month({ year: 2024, month: 3 }, { sortKey: 'dateTaken', sortOrder: 'desc' })
const summaryKey = photoKeys.timeline()

function seeded() {
  const client = new QueryClient()
  client.setQueryData(monthKey, {
    pageParams: [undefined, 'c1'],
    pages: [
      { cursor: 'c1', images: [photo('a', '2024-03-01T10:00:00Z'), photo('b', '2024-03-02T10:00:00Z')] },
      { cursor: null, images: [photo('c', '2024-03-03T10:00:00Z')] },
    ],
  })
  client.setQueryData(photoKeys.accountCounts(), { photosCount: 3, albumsCount: 1 })
  client.setQueryData(summaryKey, { timeline: { '2024': { '3': 3 } } })
  return client
}

const ids = (client: QueryClient) =>
  (client.getQueryData(monthKey) as { pages: { images: Photo[] }[] }).pages.flatMap((page) =>
    page.images.map((p) => p.imageId),
  )

describe('optimistic removal', () => {
  it('takes photos out of every cached list, the counts and the month summary at once', () => {
    const client = seeded()
    removePhotosFromCaches(client, new Set(['a', 'c']))
    expect(ids(client)).toEqual(['b'])
    expect(client.getQueryData(photoKeys.accountCounts())).toEqual({ photosCount: 1, albumsCount: 1 })
    expect(client.getQueryData(summaryKey)).toEqual({ timeline: { '2024': { '3': 1 } } })
  })

  it('puts back in place what could not be deleted, keeping out what was', () => {
    const client = seeded()
    const snapshot = removePhotosFromCaches(client, new Set(['a', 'b', 'c']))
    expect(ids(client)).toEqual([])
    restoreCaches(client, snapshot, new Set(['b']))
    expect(ids(client)).toEqual(['a', 'c'])
    expect(client.getQueryData(photoKeys.accountCounts())).toEqual({ photosCount: 2, albumsCount: 1 })
  })

  it('takes photos a select-all fetched but no page loaded out of their month’s count too', async () => {
    const client = seeded()
    client.setQueryData(summaryKey, { timeline: { '2024': { '3': 503 } } })
    const unloaded = Array.from({ length: 500 }, (_, index) => photo(`u${index}`, '2024-03-20T10:00:00Z'))
    const photosClient = {
      GET: async () => ({ data: { images: unloaded, cursor: null } }),
    } as unknown as ServiceClient<'photos'>
    const monthIds = await monthPhotoIds(
      photosClient,
      { year: 2024, month: 3 },
      {
        sortKey: 'dateTaken',
        sortOrder: 'desc',
      },
    )
    noteMonthOfPhotos(client, monthIds, { year: 2024, month: 3 })
    removePhotosFromCaches(client, new Set([...monthIds, 'a']))
    // The month keeps only the two loaded photos that were not chosen: it will not load the others again.
    expect(client.getQueryData(summaryKey)).toEqual({ timeline: { '2024': { '3': 2 } } })
    expect(ids(client)).toEqual(['b', 'c'])
  })
})
