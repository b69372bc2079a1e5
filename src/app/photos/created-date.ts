import { differenceInCalendarDays, format, type Locale } from 'date-fns'

/** An album's 'Created …', in the user's time zone. */
export type CreatedWording = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string }

/**
 * An album's created date, the same on its tile and on its screen (decision 0027): 'Created today', 'Created
 * yesterday', else 'Created {date}' with dd MMM yyyy ('05 Aug 2026'; the tile's format,
 * docs/requirements/albums.md#albums-tab, which is also the screen's 'day, short month, year',
 * docs/requirements/albums.md#albums-header).
 */
export function createdWording(created: string, now: Date, locale: Locale): CreatedWording {
  const date = new Date(created)
  const days = differenceInCalendarDays(now, date)
  if (days === 0) return { kind: 'today' }
  if (days === 1) return { kind: 'yesterday' }
  return { kind: 'date', date: format(date, dayMonthYear(locale), { locale }) }
}

/** German, Danish and Norwegian write the day of a date as an ordinal with a full stop: '05. Aug. 2026'. */
function dayMonthYear(locale: Locale): string {
  return /^(de|da|nb)\b/.test(locale.code ?? '') ? 'dd. MMM yyyy' : 'dd MMM yyyy'
}
