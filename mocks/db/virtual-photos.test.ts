import { describe, expect, it } from 'vitest'
import { seedEpoch } from './database'
import { subjectOf } from './personas'
import {
  buildVirtualLibrary,
  isoDate,
  type VirtualLibrary,
  virtualCreated,
  virtualDateTaken,
  virtualIndexOf,
  virtualLibraryOf,
  virtualPhoto,
  virtualPhotoId,
  virtualSpecs,
} from './virtual-photos'

const consumer = subjectOf('consumer')
const libraryAt = (volume: '100k' | '1m') => virtualLibraryOf(volume, consumer, seedEpoch)!

describe('virtual photo source', { timeout: 60_000 }, () => {
  it('makes only the consumer virtual, at 100k and 1m, with the promised totals', () => {
    expect(virtualSpecs('few')).toEqual([])
    expect(virtualSpecs('thousands')).toEqual([])
    for (const [volume, photos] of [
      ['100k', 100_000],
      ['1m', 1_000_000],
    ] as const) {
      const specs = virtualSpecs(volume)
      expect(specs.map((spec) => spec.personaId)).toEqual(['consumer'])
      expect(specs[0]!.photos).toBe(photos)
      expect(libraryAt(volume).total + specs[0]!.stored).toBe(photos)
    }
  })

  it.each(['100k', '1m'] as const)(
    'lays out %s: month counts add up to the total, over decades',
    (volume) => {
      const library = libraryAt(volume)
      const months = library.months
      expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(library.total)
      // Contiguous index ranges, in order, the undated section (1970/1) first.
      let next = 0
      for (const month of months) {
        expect(month.start).toBe(next)
        expect(month.count).toBeGreaterThan(0)
        next += month.count
      }
      expect(months[0]).toMatchObject({ year: 1970, month: 1 })
      expect(months[0]!.count).toBeGreaterThan(0)
      expect(months[1]!.year).toBe(1985)
      const last = new Date(seedEpoch - 1)
      expect(months.at(-1)).toMatchObject({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1 })
      // Busy months of thousands of photos and quiet ones.
      const dated = months.slice(1).map((month) => month.count)
      expect(Math.max(...dated)).toBeGreaterThan(volume === '1m' ? 10_000 : 2_000)
      expect(Math.min(...dated)).toBeLessThan(volume === '1m' ? 100 : 10)
      expect(library.byMonth.size).toBe(months.length)
    },
  )

  it('gives the same photo for the same index, and finds the index from the id', () => {
    const library = libraryAt('1m')
    for (const index of [0, 1, 14_999, 15_000, 500_000, library.total - 1]) {
      const photo = virtualPhoto(library, index)
      expect(virtualPhoto(library, index)).toEqual(photo)
      expect(photo.imageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(virtualIndexOf(library, photo.imageId)).toBe(index)
    }
    // A fresh layout (another cache entry) gives the same photos.
    const spec = virtualSpecs('1m')[0]!
    const again = buildVirtualLibrary(spec, seedEpoch, false)
    expect(again).not.toBe(library)
    expect(again.months.map(({ year, month, count }) => [year, month, count])).toEqual(
      library.months.map(({ year, month, count }) => [year, month, count]),
    )
    expect(virtualPhoto(again, 123_456)).toEqual(virtualPhoto(library, 123_456))
    // Ids of another library, out of range or malformed are not this library's.
    expect(virtualIndexOf(library, virtualPhotoId(libraryAt('100k'), 5))).toBeUndefined()
    expect(virtualIndexOf(library, 'ffffffff-0000-4000-a000-000000000000')).toBeUndefined()
    expect(virtualIndexOf(library, 'not-an-id')).toBeUndefined()
  })

  it('keeps dateTaken and created strictly growing with the index (so both sort orders are index order)', () => {
    const library: VirtualLibrary = libraryAt('100k')
    let taken = Number.NEGATIVE_INFINITY
    let created = Number.NEGATIVE_INFINITY
    let lastId = ''
    for (let index = 0; index < library.total; index++) {
      const photoTaken = virtualDateTaken(library, index)
      const photoCreated = virtualCreated(library, index)
      if (photoTaken !== undefined) {
        if (!(photoTaken > taken && photoCreated >= photoTaken)) throw new Error(`dates of ${index}`)
        taken = photoTaken
      }
      if (!(photoCreated > created && photoCreated <= seedEpoch)) throw new Error(`created of ${index}`)
      created = photoCreated
      if (index % 997 === 0) {
        const id = virtualPhotoId(library, index)
        expect(id > lastId).toBe(true)
        lastId = id
      }
    }
  })

  it('files every photo in its month, and the undated ones under 1970/1 without a date', () => {
    const library = libraryAt('1m')
    for (const month of library.months) {
      for (const index of [
        month.start,
        month.start + Math.floor(month.count / 2),
        month.start + month.count - 1,
      ]) {
        const photo = virtualPhoto(library, index)
        if (month.year === 1970) {
          expect(photo.dateTaken).toBeUndefined()
          continue
        }
        const date = new Date(photo.dateTaken!)
        expect([date.getUTCFullYear(), date.getUTCMonth() + 1]).toEqual([month.year, month.month])
      }
    }
  })

  it('formats dates exactly like toISOString', () => {
    for (let i = 0; i < 20_000; i++) {
      const time = Math.floor(((i * 7919) % 20_000) * 12_345_678_901.3) % 2.5e14
      expect(isoDate(time)).toBe(new Date(time).toISOString())
    }
  })
})
