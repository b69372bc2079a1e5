import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { removeFromAlbumCaches, restoreAlbumCaches } from './album-removal-caches'
import type { Album } from './albums'
import { photoKeys } from './keys'
import type { Photo } from './types'

const photo = (imageId: string) => ({ imageId }) as Photo
const newest = photoKeys.albumPhotos('one', { sortKey: 'created', sortOrder: 'desc' })
const oldest = photoKeys.albumPhotos('one', { sortKey: 'dateTaken', sortOrder: 'asc' })
const other = photoKeys.albumPhotos('two', { sortKey: 'created', sortOrder: 'desc' })

function seeded() {
  const client = new QueryClient()
  const pages = (images: Photo[][]) => ({
    pageParams: images.map((_, index) => (index === 0 ? undefined : `c${index}`)),
    pages: images.map((page, index) => ({
      cursor: index < images.length - 1 ? `c${index + 1}` : null,
      images: page,
    })),
  })
  client.setQueryData(newest, pages([[photo('a'), photo('b')], [photo('c')]]))
  client.setQueryData(oldest, pages([[photo('c'), photo('b'), photo('a')]]))
  client.setQueryData(other, pages([[photo('a')]]))
  client.setQueryData(photoKeys.album('one'), { albumId: 'one', photosCount: 3 } as Album)
  return client
}

const ids = (client: QueryClient, key: readonly unknown[]) =>
  (client.getQueryData(key) as { pages: { images: Photo[] }[] }).pages.flatMap((page) =>
    page.images.map((p) => p.imageId),
  )

describe('removing photos from an album, optimistically', () => {
  it('takes them out of every cached sort of that album and its count, and of no other album', () => {
    const client = seeded()
    removeFromAlbumCaches(client, 'one', new Set(['a', 'c']))
    expect(ids(client, newest)).toEqual(['b'])
    expect(ids(client, oldest)).toEqual(['b'])
    expect(ids(client, other)).toEqual(['a'])
    expect(client.getQueryData<Album>(photoKeys.album('one'))?.photosCount).toBe(1)
  })

  it('puts back in place what could not be removed, keeping out what was', () => {
    const client = seeded()
    const snapshot = removeFromAlbumCaches(client, 'one', new Set(['a', 'c']))
    restoreAlbumCaches(client, 'one', snapshot, new Set(['c']))
    expect(ids(client, newest)).toEqual(['a', 'b'])
    expect(ids(client, oldest)).toEqual(['b', 'a'])
    expect(client.getQueryData<Album>(photoKeys.album('one'))?.photosCount).toBe(2)
  })
})
