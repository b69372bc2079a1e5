// @vitest-environment jsdom
// jsdom, for the Blob and FileReader exifr reads a file with.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dateTakenOf } from './date-taken'

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../../tests/e2e/files', name))
const modified = Date.UTC(2024, 0, 2)
const modifiedIso = '2024-01-02T00:00:00.000Z'

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

describe('dateTakenOf', () => {
  it.each([true, false])(
    'reads a JPEG’s DateTimeOriginal as the camera’s local time (little endian: %s)',
    async (little) => {
      const file = new File([jpegWithExif('2019:07:14 18:30:05', little)], 'a.jpg', {
        lastModified: modified,
      })
      expect(await dateTakenOf(file)).toBe(new Date(2019, 6, 14, 18, 30, 5).toISOString())
    },
  )

  it('reads a HEIC’s DateTimeOriginal (an iPhone photo’s; the fixture was written by ExifTool)', async () => {
    const file = new File([fixture('harbour-exif.heic')], 'harbour-exif.heic', { lastModified: modified })
    expect(await dateTakenOf(file)).toBe(new Date(2019, 6, 14, 12, 30, 0).toISOString())
  })

  it('falls back to the file’s modification time without an EXIF date, for a bad date or another file', async () => {
    const files = [
      new File([fixture('harbour.heic')], 'harbour.heic', { lastModified: modified }),
      new File([fixture('beach.jpg')], 'beach.jpg', { lastModified: modified }),
      new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2])], 'c.jpg', { lastModified: modified }),
      new File([jpegWithExif('0000:00:00 00:00:00', true)], 'd.jpg', { lastModified: modified }),
      new File([fixture('sunset.png')], 'sunset.png', { lastModified: modified }),
      new File(['hello'], 'e.jpg', { lastModified: modified }),
    ]
    for (const file of files) expect(await dateTakenOf(file), file.name).toBe(modifiedIso)
  })

  it('gives none without EXIF date or modification time', async () => {
    expect(await dateTakenOf(new File(['png'], 'b.png', { lastModified: 0 }))).toBeUndefined()
  })
})
