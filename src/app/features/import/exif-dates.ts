// exifr built for a date taken only (its documented custom build, README 'Advanced APIs'): the core, the blob reader
// (the parts of the file that hold the metadata, never the whole 50 MB), the JPEG and HEIC parsers and the TIFF/EXIF
// segment; no tag dictionaries (tags by number), no revivers (dates stay EXIF text). About 9 kB gzip, where the
// prebuilt `lite` is 15 kB. Loaded on the first upload only (date-taken.ts; docs/decisions/0039-exif-and-heic.md).
import { parse } from 'exifr/src/core.mjs'
import 'exifr/src/file-readers/BlobReader.mjs'
import 'exifr/src/file-parsers/jpeg.mjs'
import 'exifr/src/file-parsers/heif.mjs'
import 'exifr/src/segment-parsers/tiff-exif.mjs'

const tags = { dateTimeOriginal: 0x9003, dateTime: 0x0132 }

interface ExifOutput {
  ifd0?: Record<number, unknown>
  exif?: Record<number, unknown>
}

/**
 * The EXIF DateTimeOriginal and DateTime of a JPEG or HEIC file, as the file has them ('YYYY:MM:DD HH:MM:SS', the
 * camera's local time), in that order; rejects for any other kind of file.
 */
export async function exifDates(file: Blob): Promise<unknown[]> {
  const output: ExifOutput | undefined = await parse(file, {
    ifd0: { pick: [tags.dateTime] },
    exif: { pick: [tags.dateTimeOriginal] },
    ifd1: false,
    gps: false,
    interop: false,
    xmp: false,
    icc: false,
    iptc: false,
    jfif: false,
    ihdr: false,
    makerNote: false,
    userComment: false,
    mergeOutput: false,
    translateKeys: false,
    translateValues: false,
    reviveValues: false,
  })
  return [output?.exif?.[tags.dateTimeOriginal], output?.ifd0?.[tags.dateTime]]
}
