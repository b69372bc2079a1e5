import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { photoLibraryKeys } from '../queries'
import type { Photo } from '../timeline/timeline-model'
import { removePhotosFromCaches, restoreCaches } from './optimistic-removal'

const photo = (imageId: string, dateTaken?: string) => ({ imageId, dateTaken }) as Photo
const monthKey = [...photoLibraryKeys.all, 'month', 2024, 3, 'dateTaken', 'desc']
const summaryKey = photoLibraryKeys.timeline()

function seeded() {
  const client = new QueryClient()
  client.setQueryData(monthKey, {
    pageParams: [undefined, 'c1'],
    pages: [
      { cursor: 'c1', images: [photo('a', '2024-03-01T10:00:00Z'), photo('b', '2024-03-02T10:00:00Z')] },
      { cursor: null, images: [photo('c', '2024-03-03T10:00:00Z')] },
    ],
  })
  client.setQueryData(photoLibraryKeys.accountCounts(), { photosCount: 3, albumsCount: 1 })
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
    expect(client.getQueryData(photoLibraryKeys.accountCounts())).toEqual({ photosCount: 1, albumsCount: 1 })
    expect(client.getQueryData(summaryKey)).toEqual({ timeline: { '2024': { '3': 1 } } })
  })

  it('puts back in place what could not be deleted, keeping out what was', () => {
    const client = seeded()
    const snapshot = removePhotosFromCaches(client, new Set(['a', 'b', 'c']))
    expect(ids(client)).toEqual([])
    restoreCaches(client, snapshot, new Set(['b']))
    expect(ids(client)).toEqual(['a', 'c'])
    expect(client.getQueryData(photoLibraryKeys.accountCounts())).toEqual({ photosCount: 2, albumsCount: 1 })
  })
})
