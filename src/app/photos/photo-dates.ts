import type { TimelineSection } from './timeline-model'

/** The date a photo was taken, or undefined when it is unknown: missing, or in January 1970 (spec §2). */
export function knownDateTaken(dateTaken: string | undefined): Date | undefined {
  if (!dateTaken) return undefined
  const date = new Date(dateTaken)
  if (Number.isNaN(date.getTime())) return undefined
  if (date.getUTCFullYear() === 1970 && date.getUTCMonth() === 0) return undefined
  return date
}

/**
 * The tooltip date, d MMMM yyyy 'at' HH:mm:ss ("5 March 2024 at 14:07:09" in en-GB): the locale's day, month name
 * and year, its word for 'at', and a 24-hour time. Intl does the formatting, so no date library loads before the
 * first thumbnail (decision 0008). Undefined when the date is unknown, so no tooltip shows.
 */
export function takenOnDate(
  dateTaken: string | undefined,
  locale: string,
  atWord: string,
): string | undefined {
  const date = knownDateTaken(dateTaken)
  if (!date) return undefined
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${day} ${atWord} ${time}`
}

/** A month section's title: the month and year in the locale ("March 2024"). */
export function monthTitle(section: Pick<TimelineSection, 'year' | 'month'>, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(section.year, section.month - 1, 1),
  )
}
