import { describe, expect, it } from 'vitest'
import { dateTakenOf, jpegExifDate } from './date-taken'

/** A JPEG header with an EXIF APP1 segment: IFD0 → Exif IFD → DateTimeOriginal, in the given byte order. */
function jpegWithExif(dateTimeOriginal: string, little: boolean): Uint8Array<ArrayBuffer> {
  const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4 + 2 + 12 + 4 + 20))
  const u16 = (at: number, value: number) => tiff.setUint16(at, value, little)
  const u32 = (at: number, value: number) => tiff.setUint32(at, value, little)
  tiff.setUint8(0, little ? 0x49 : 0x4d)
  tiff.setUint8(1, little ? 0x49 : 0x4d)
  u16(2, 42)
  u32(4, 8) // IFD0 at 8: one entry, the Exif IFD pointer
  u16(8, 1)
  u16(10, 0x8769)
  u16(12, 4)
  u32(14, 1)
  u32(18, 26)
  u32(22, 0)
  u16(26, 1) // Exif IFD at 26: DateTimeOriginal, ASCII, 20 bytes at 44
  u16(28, 0x9003)
  u16(30, 2)
  u32(32, 20)
  u32(36, 44)
  u32(40, 0)
  for (const [index, char] of [...`${dateTimeOriginal}\0`].entries())
    tiff.setUint8(44 + index, char.charCodeAt(0))
  const exif = [...new TextEncoder().encode('Exif\0\0'), ...new Uint8Array(tiff.buffer)]
  const length = exif.length + 2
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...exif, 0xff, 0xda, 0, 2])
}

describe('jpegExifDate', () => {
  it.each([true, false])(
    'reads DateTimeOriginal as the camera’s local time (little endian: %s)',
    (little) => {
      expect(jpegExifDate(jpegWithExif('2019:07:14 18:30:05', little).buffer)).toEqual(
        new Date(2019, 6, 14, 18, 30, 5),
      )
    },
  )

  it('gives nothing for a JPEG without EXIF, a bad date or another file', () => {
    expect(jpegExifDate(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]).buffer)).toBeUndefined()
    expect(jpegExifDate(jpegWithExif('0000:00:00 00:00:00', true).buffer)).toBeUndefined()
    expect(jpegExifDate(new TextEncoder().encode('hello').buffer as ArrayBuffer)).toBeUndefined()
  })
})

describe('dateTakenOf', () => {
  it('prefers the EXIF date, else the file’s modification time', async () => {
    const exif = new File([jpegWithExif('2019:07:14 18:30:05', true)], 'a.jpg', { lastModified: 1 })
    expect(await dateTakenOf(exif)).toBe(new Date(2019, 6, 14, 18, 30, 5).toISOString())
    const plain = new File(['png'], 'b.png', { lastModified: Date.UTC(2024, 0, 2) })
    expect(await dateTakenOf(plain)).toBe('2024-01-02T00:00:00.000Z')
  })
})
