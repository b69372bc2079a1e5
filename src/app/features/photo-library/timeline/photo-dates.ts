import { format, type Locale } from 'date-fns'
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
 * The tooltip date: "d MMMM yyyy 'at' HH:mm:ss" in en-GB; each locale gives its own pattern (its word for 'at').
 * Undefined when the date is unknown, so no tooltip shows.
 */
export function takenOnDate(
  dateTaken: string | undefined,
  pattern: string,
  locale: Locale,
): string | undefined {
  const date = knownDateTaken(dateTaken)
  return date ? format(date, pattern, { locale }) : undefined
}

/** A month section's title: the month and year in the locale ("March 2024"). */
export function monthTitle(section: Pick<TimelineSection, 'year' | 'month'>, locale: Locale): string {
  return format(new Date(section.year, section.month - 1, 1), 'LLLL yyyy', { locale })
}
