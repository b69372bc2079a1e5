import type { TimelineSection } from '#app/photos/timeline-model'

/** The photo ids of a month that its loaded pages hold, in the timeline's order; `complete` when that is all of them. */
export interface LoadedMonth {
  ids: readonly string[]
  complete: boolean
}

interface Place {
  /** Index of the month in the timeline's order. */
  section: number
  /** Index of the photo in its month. */
  index: number
}

function placeOf(
  sections: readonly TimelineSection[],
  loaded: (section: TimelineSection) => LoadedMonth,
  photoId: string,
): Place | null {
  for (let section = 0; section < sections.length; section++) {
    const index = loaded(sections[section]!).ids.indexOf(photoId)
    if (index >= 0) return { section, index }
  }
  return null
}

/** The ids from `photoId` on (`from`) or up to it (`to`), found by id: the month may have changed since it was loaded. */
function cut(
  ids: readonly string[],
  photoId: string,
  fallback: number,
  part: 'from' | 'to',
): readonly string[] {
  const found = ids.indexOf(photoId)
  const at = found >= 0 ? found : fallback
  return part === 'from' ? ids.slice(at) : ids.slice(0, at + 1)
}

/**
 * Every photo id from one photo to another in the timeline's order, both included, whichever comes first; null when
 * either is in no loaded month. Clicked photos are loaded, so a range within one month comes from its loaded pages;
 * across months, the month where it starts (from that photo to the month's end) and those in between come from their
 * loaded pages when those hold the whole month, else `loadMonths` asks for them, all in one call; the month where the
 * range ends needs only its first photos, which are loaded. At once (not a promise) when nothing had to be asked for.
 */
export function photoRange(
  sections: readonly TimelineSection[],
  loaded: (section: TimelineSection) => LoadedMonth,
  loadMonths: (sections: readonly TimelineSection[]) => Promise<string[][]>,
  from: string,
  to: string,
): readonly string[] | null | Promise<readonly string[]> {
  const a = placeOf(sections, loaded, from)
  const b = placeOf(sections, loaded, to)
  if (!a || !b) return null
  const aFirst = a.section < b.section || (a.section === b.section && a.index <= b.index)
  const [first, last] = aFirst ? [a, b] : [b, a]
  const [firstId, lastId] = aFirst ? [from, to] : [to, from]
  if (first.section === last.section) {
    return loaded(sections[first.section]!).ids.slice(first.index, last.index + 1)
  }
  const whole = sections.slice(first.section, last.section)
  const missing = whole.filter((section) => !loaded(section).complete)
  const join = (asked: readonly string[][]) => {
    const idsOf = (section: TimelineSection) => {
      const at = missing.indexOf(section)
      return at >= 0 ? asked[at]! : loaded(section).ids
    }
    return [
      ...cut(idsOf(whole[0]!), firstId, first.index, 'from'),
      ...whole.slice(1).flatMap(idsOf),
      ...cut(loaded(sections[last.section]!).ids, lastId, last.index, 'to'),
    ]
  }
  return missing.length > 0 ? loadMonths(missing).then(join) : join([])
}
