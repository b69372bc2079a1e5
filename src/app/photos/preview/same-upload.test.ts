import { describe, expect, it } from 'vitest'
import type { PreviewPhoto } from './preview-photo'
import { loadedOfUpload, tileThumbnail, uploadScope } from './same-upload'

const photo = (imageId: string, uploadId?: string): PreviewPhoto => ({
  imageId,
  localFileName: `${imageId}.jpg`,
  thumbnails: [],
  ...(uploadId ? { uploadId } : {}),
})

describe('loadedOfUpload', () => {
  const photos = [photo('a', 'u1'), photo('b', 'u2'), photo('c', 'u1'), photo('d'), photo('e', 'u1')]

  it('lists the loaded photos of the same upload, itself included, in the preview’s order', () => {
    expect(loadedOfUpload(photos, photos[2]!).map((found) => found.imageId)).toEqual(['a', 'c', 'e'])
    expect(loadedOfUpload(photos, photos[1]!).map((found) => found.imageId)).toEqual(['b'])
  })

  it('lists only itself for a photo without an upload id (not every photo without one)', () => {
    expect(loadedOfUpload(photos, photos[3]!).map((found) => found.imageId)).toEqual(['d'])
  })
})

describe('uploadScope', () => {
  it('says whether the list holds the whole upload, the album’s, or the album’s loaded so far', () => {
    expect(uploadScope({ inAlbum: false, hasMore: false })).toBe('library')
    expect(uploadScope({ inAlbum: false, hasMore: true })).toBe('library')
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
