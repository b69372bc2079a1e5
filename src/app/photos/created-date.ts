import { differenceInCalendarDays, format, type Locale } from 'date-fns'

/** The album screen's 'Created …' stat, in the user's time zone. */
export type CreatedWording = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string }

/** 'Created today', 'Created yesterday' or 'Created {date}' with the day, short month and year (spec §2). */
export function createdWording(created: string, now: Date, locale: Locale): CreatedWording {
  const date = new Date(created)
  const days = differenceInCalendarDays(now, date)
  if (days === 0) return { kind: 'today' }
  if (days === 1) return { kind: 'yesterday' }
  return { kind: 'date', date: format(date, 'd MMM yyyy', { locale }) }
}

/** An album tile's created date, dd MMM yyyy (spec §2). */
export function tileCreatedDate(created: string, locale: Locale): string {
  return format(new Date(created), 'dd MMM yyyy', { locale })
}
