import { describe, expect, it } from 'vitest'
import { photoFacts } from './photo-facts'
import type { PreviewPhoto } from './preview-photo'

const photo = (fields: Partial<PreviewPhoto> = {}): PreviewPhoto => ({
  imageId: 'p1',
  localFileName: 'IMG_1000.jpg',
  thumbnails: [],
  ...fields,
})

describe('photoFacts', () => {
  it('gives the file name, both dates and the size in pixels when the photo has them', () => {
    expect(
      photoFacts(
        photo({
          dateTaken: '2024-03-05T14:07:09Z',
          created: '2024-03-06T09:00:00.000Z',
          visibleWidth: 4032,
          visibleHeight: 3024,
        }),
      ),
    ).toEqual({
      fileName: 'IMG_1000.jpg',
      dateTaken: new Date('2024-03-05T14:07:09Z'),
      uploaded: new Date('2024-03-06T09:00:00Z'),
      pixels: { width: 4032, height: 3024 },
    })
  })

  it('leaves out what the photo lacks: no field is ever there without its value', () => {
    const facts = photoFacts(photo({ localFileName: '  ' }))
    expect(facts).toEqual({})
    expect(Object.values(facts)).not.toContain(undefined)
  })

  it('leaves out a date taken in January 1970 (unknown), a date that is not one, and half a size', () => {
    expect(
      photoFacts(photo({ dateTaken: '1970-01-01T00:00:00Z', created: 'not a date', visibleWidth: 4032 })),
    ).toEqual({ fileName: 'IMG_1000.jpg' })
    expect(photoFacts(photo({ visibleWidth: 0, visibleHeight: 3024 })).pixels).toBeUndefined()
  })
})
