import type { TimelineSection } from './timeline-model'

const styles = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per locale and style, built once. Building an Intl.DateTimeFormat costs far more than formatting
 * with it, and every timeline cell formats its date each time it renders while scrolling: built per call, the
 * formatters took 0.7 of the 1.2 s of script in 5 s of scrolling at 3,000 px/s (CPU profile of `npm run bench`'s
 * scroll).
 */
function dateTimeFormat(locale: string, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${locale} ${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, styles[style])
    formats.set(key, format)
  }
  return format
}

/**
 * The date a photo was taken, or undefined when it is unknown: missing, or in January 1970
 * (docs/requirements/photos-screen.md#photos-cell).
 */
export function knownDateTaken(dateTaken: string | undefined): Date | undefined {
  if (!dateTaken) return undefined
  const date = new Date(dateTaken)
  if (Number.isNaN(date.getTime())) return undefined
  if (date.getUTCFullYear() === 1970 && date.getUTCMonth() === 0) return undefined
  return date
}

/**
 * The tooltip date, d MMMM yyyy 'at' HH:mm:ss ("5 March 2024 at 14:07:09" in en-GB): the locale's day, month name
 * and year, then the 24-hour time as the locale puts it after a date (`atTime`: 'at 14:07:09', 'a la 01:07:09').
 * Intl does the formatting, so no date library loads before the first thumbnail (decision 0008). Undefined when the
 * date is unknown, so no tooltip shows.
 */
export function takenOnDate(
  dateTaken: string | undefined,
  locale: string,
  atTime: (time: string) => string,
): string | undefined {
  const date = knownDateTaken(dateTaken)
  if (!date) return undefined
  return `${dateTimeFormat(locale, 'day').format(date)} ${atTime(dateTimeFormat(locale, 'time').format(date))}`
}

/** A month section's title: the month and year in the locale ("March 2024"). */
export function monthTitle(section: Pick<TimelineSection, 'year' | 'month'>, locale: string): string {
  return dateTimeFormat(locale, 'month').format(new Date(section.year, section.month - 1, 1))
}
