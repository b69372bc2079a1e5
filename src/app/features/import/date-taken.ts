// When a photo was taken, as far as the device can tell: the EXIF DateTimeOriginal (else DateTime) of a JPEG or HEIC,
// read by exifr, else the file's modification time. Sent as the upload's dateTaken, so the photo lands in its month of
// the timeline. exifr (exif-dates.ts) loads with the first upload, never on the photos path.

/** EXIF's 'YYYY:MM:DD HH:MM:SS' (local time of the camera) as a Date, or undefined. */
function exifDate(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined
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

/** The upload's dateTaken: the file's EXIF date, else its modification time, else none. */
export async function dateTakenOf(file: File): Promise<string | undefined> {
  try {
    const { exifDates } = await import('./exif-dates')
    for (const text of await exifDates(file)) {
      const date = exifDate(text)
      if (date) return date.toISOString()
    }
  } catch {
    // A PNG, no EXIF, an unreadable file or the reader not loaded: fall back to the modification time.
  }
  return file.lastModified > 0 ? new Date(file.lastModified).toISOString() : undefined
}
