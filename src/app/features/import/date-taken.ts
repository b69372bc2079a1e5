// When a photo was taken, as far as the device can tell: the EXIF DateTimeOriginal of a JPEG, else the file's
// modification time. Sent as the upload's dateTaken, so the photo lands in its month of the timeline.

const exifHeaderBytes = 128 * 1024
const tags = { exifIfd: 0x8769, dateTimeOriginal: 0x9003, dateTime: 0x0132 }

/** EXIF's 'YYYY:MM:DD HH:MM:SS' (local time of the camera) as a Date, or undefined. */
function exifDate(text: string): Date | undefined {
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return undefined
  return new Date(year, month - 1, day, hour, minute, second)
}

/** The ASCII value of `tag` in the IFD at `ifd`, or the offset of a sub-IFD it points to. */
function readIfd(view: DataView, tiff: number, ifd: number, little: boolean) {
  const entries: Map<number, { type: number; count: number; value: number }> = new Map()
  if (tiff + ifd + 2 > view.byteLength) return entries
  const count = view.getUint16(tiff + ifd, little)
  for (let index = 0; index < count; index++) {
    const at = tiff + ifd + 2 + index * 12
    if (at + 12 > view.byteLength) break
    entries.set(view.getUint16(at, little), {
      type: view.getUint16(at + 2, little),
      count: view.getUint32(at + 4, little),
      value: view.getUint32(at + 8, little),
    })
  }
  return entries
}

function asciiAt(view: DataView, at: number, length: number): string {
  let text = ''
  for (let index = 0; index < length && at + index < view.byteLength; index++) {
    text += String.fromCharCode(view.getUint8(at + index))
  }
  return text
}

/** The EXIF date a JPEG's APP1 segment gives (DateTimeOriginal, else DateTime), or undefined. */
export function jpegExifDate(bytes: ArrayBuffer): Date | undefined {
  const view = new DataView(bytes)
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined
  let at = 2
  while (at + 4 <= view.byteLength && view.getUint8(at) === 0xff) {
    const marker = view.getUint8(at + 1)
    const length = view.getUint16(at + 2)
    if (marker === 0xda) return undefined // start of scan: no EXIF before the image data
    if (marker === 0xe1 && asciiAt(view, at + 4, 6) === 'Exif\0\0') {
      const tiff = at + 10
      const little = asciiAt(view, tiff, 2) === 'II'
      const ifd0 = readIfd(view, tiff, view.getUint32(tiff + 4, little), little)
      const exifPointer = ifd0.get(tags.exifIfd)
      const exif = exifPointer ? readIfd(view, tiff, exifPointer.value, little) : new Map()
      for (const entry of [exif.get(tags.dateTimeOriginal), ifd0.get(tags.dateTime)]) {
        // ASCII (type 2) of 20 bytes, so it is stored at the offset in `value`.
        if (entry?.type === 2 && entry.count >= 19) {
          const date = exifDate(asciiAt(view, tiff + entry.value, 19))
          if (date) return date
        }
      }
      return undefined
    }
    at += 2 + length
  }
  return undefined
}

/** The upload's dateTaken: the JPEG's EXIF date, else the file's modification time, else none. */
export async function dateTakenOf(file: File): Promise<string | undefined> {
  try {
    const date = jpegExifDate(await file.slice(0, exifHeaderBytes).arrayBuffer())
    if (date) return date.toISOString()
  } catch {
    // Unreadable header: fall back to the modification time.
  }
  return file.lastModified > 0 ? new Date(file.lastModified).toISOString() : undefined
}
