import { describe, expect, it } from 'vitest'
import type { PreviewPhoto } from './preview-photo'
import { sameUpload, tileThumbnail, uploadScope } from './same-upload'

const photo = (imageId: string, uploadId?: string): PreviewPhoto => ({
  imageId,
  localFileName: `${imageId}.jpg`,
  thumbnails: [],
  ...(uploadId ? { uploadId } : {}),
})

describe('sameUpload', () => {
  const photos = [photo('a', 'u1'), photo('b', 'u2'), photo('c', 'u1'), photo('d'), photo('e', 'u1')]

  it('lists the other loaded photos of the same upload, in the preview’s order', () => {
    expect(sameUpload(photos, photos[2]!).map((found) => found.imageId)).toEqual(['a', 'e'])
    expect(sameUpload(photos, photos[1]!)).toEqual([])
  })

  it('lists none for a photo without an upload id (not every photo without one)', () => {
    expect(sameUpload(photos, photos[3]!)).toEqual([])
  })
})

describe('uploadScope', () => {
  it('says whether the list covers the library, only what is loaded, or only the album', () => {
    expect(uploadScope({ inAlbum: false, hasMore: false })).toBe('library')
    expect(uploadScope({ inAlbum: false, hasMore: true })).toBe('libraryLoaded')
    expect(uploadScope({ inAlbum: true, hasMore: false })).toBe('album')
    expect(uploadScope({ inAlbum: true, hasMore: true })).toBe('albumLoaded')
  })
})

describe('tileThumbnail', () => {
  const thumbnail = (id: number) => ({ id, url: `${id}.svg`, width: id, height: id })

  it('takes the 300 thumbnail, else the smallest there is', () => {
    expect(tileThumbnail([thumbnail(1300), thumbnail(300), thumbnail(800)])?.id).toBe(300)
    expect(tileThumbnail([thumbnail(1300), thumbnail(800)])?.id).toBe(800)
    expect(tileThumbnail([])).toBeUndefined()
  })
})
