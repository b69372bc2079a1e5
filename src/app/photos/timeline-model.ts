import { logError } from '#app/platform/logger'
import { timelinePageSize } from '#app/queries/photos/timeline'
import type { Photo, PhotoSort, SortOrder } from '#app/queries/photos/types'

export { timelinePageSize } from '#app/queries/photos/timeline'
// The photo service's own types live with its queries; the photo screens know them from here too.
export type { Photo, PhotoSort, SortKey, SortOrder } from '#app/queries/photos/types'
/**
 * The timeline constant: a month shows at most this many photos until its '+N' button is pressed (the spec leaves
 * the value open; two pages keep a month of thousands from filling the screen, decision in docs/decisions).
 */
export const sectionPreviewLimit = 2 * timelinePageSize

/** A month of the timeline: year and month (1–12); 1970/1 holds the photos whose date is unknown. */
export interface TimelineSection {
  key: string
  year: number
  month: number
  count: number
}

export function isUnknownDate(section: Pick<TimelineSection, 'year' | 'month'>): boolean {
  return section.year === 1970 && section.month === 1
}

/**
 * The sections of GET /users/timeline in display order: newest first for descending sorts (unknown dates last),
 * oldest first for ascending ones. Empty months are left out; a negative count becomes 0 and is logged
 * (docs/requirements/entities.md#entities-timeline).
 */
export function sectionsFromSummary(
  timeline: Record<string, Record<string, number>>,
  order: SortOrder,
): TimelineSection[] {
  const sections: TimelineSection[] = []
  for (const [yearText, months] of Object.entries(timeline)) {
    for (const [monthText, rawCount] of Object.entries(months)) {
      const year = Number(yearText)
      const month = Number(monthText)
      let count = rawCount
      if (count < 0) {
        logError('The timeline summary holds a negative count; it is treated as 0', { year, month })
        count = 0
      }
      if (count > 0) sections.push({ key: `${year}-${month}`, year, month, count })
    }
  }
  const known = sections.filter((section) => !isUnknownDate(section))
  const unknown = sections.filter(isUnknownDate)
  known.sort((a, b) =>
    order === 'desc' ? b.year - a.year || b.month - a.month : a.year - b.year || a.month - b.month,
  )
  return [...known, ...unknown]
}

/** How many photos a section shows: all of them once expanded, else up to the timeline constant. */
export function shownCount(section: TimelineSection, expanded: boolean): number {
  return expanded ? section.count : Math.min(section.count, sectionPreviewLimit)
}

/** Columns of the grid for a width; cells stay between about 110 and 200 px wide. */
export function columnsFor(width: number): number {
  if (width < 575) return 3
  if (width < 1024) return 4
  if (width < 1280) return 6
  return Math.max(6, Math.floor(width / 200))
}

/**
 * The thumbnail for a cell: id 300 on small and medium screens, 800 on large ones
 * (docs/requirements/constants.md#constants-thumbnails).
 */
export function thumbnailFor(photo: Photo, viewportWidth: number) {
  const wanted = viewportWidth < 1024 ? 300 : 800
  return (
    photo.thumbnails.find((thumbnail) => thumbnail.id === wanted) ??
    [...photo.thumbnails].sort((a, b) => Math.abs(a.id - wanted) - Math.abs(b.id - wanted))[0]
  )
}

/**
 * A row of the virtual list: a section's title, a row of cells, or the error of failed months that follow one
 * another (`sections`, from `section`, the first).
 */
export type TimelineRow =
  | { kind: 'header'; section: TimelineSection }
  | { kind: 'cells'; section: TimelineSection; firstIndex: number; count: number }
  | { kind: 'error'; section: TimelineSection; sections: TimelineSection[] }

/**
 * Every row of the timeline, in order, for a number of columns. A month whose photos failed to load (`failed`:
 * its key and how many of its photos did load) keeps the rows of those it has, with no loading cells in place of the
 * rows it could not fill. The first of failed months that follow one another ends in their one error row, whose Try
 * again asks for them all: a service that fails fails every month on the screen, and five boxes said one thing.
 */
export function timelineRows(
  sections: TimelineSection[],
  columns: number,
  expanded: ReadonlySet<string>,
  failed: ReadonlyMap<string, number> = new Map(),
): TimelineRow[] {
  const rows: TimelineRow[] = []
  let failedRun: TimelineSection[] | null = null
  for (const section of sections) {
    rows.push({ kind: 'header', section })
    const loaded = failed.get(section.key)
    const shown = Math.min(shownCount(section, expanded.has(section.key)), loaded ?? Number.POSITIVE_INFINITY)
    for (let first = 0; first < shown; first += columns) {
      rows.push({ kind: 'cells', section, firstIndex: first, count: Math.min(columns, shown - first) })
    }
    if (loaded === undefined) failedRun = null
    else if (failedRun) failedRun.push(section)
    else {
      failedRun = [section]
      rows.push({ kind: 'error', section, sections: failedRun })
    }
  }
  return rows
}

/**
 * What a row shows, as its React key: the same month's title, the same cells of a month or the same error keep their
 * elements when rows above them come or go (a month deleted, a failed month's error), so the photos below keep their
 * images instead of being drawn anew.
 */
export function rowKey(row: TimelineRow): string {
  return `${row.kind}:${row.section.key}:${row.kind === 'cells' ? row.firstIndex : ''}`
}

/** The row that shows a section's photo at `index`, or -1 when none does (a month not shown in full). */
export function rowOfPhoto(rows: readonly TimelineRow[], sectionKey: string, index: number): number {
  return rows.findIndex(
    (row) =>
      row.kind === 'cells' &&
      row.section.key === sectionKey &&
      index >= row.firstIndex &&
      index < row.firstIndex + row.count,
  )
}

/** The key of the timeline month a photo is filed under in a sort: its UTC month of that date; no date: 1970/1. */
export function sectionKeyOf(
  photo: { dateTaken?: string | null | undefined; created?: string | null | undefined },
  sortKey: PhotoSort['sortKey'],
): string {
  const date = sortKey === 'created' ? photo.created : photo.dateTaken
  const time = date ? Date.parse(date) : Number.NaN
  if (Number.isNaN(time)) return '1970-1'
  const day = new Date(time)
  return `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}`
}

/** The '+N' of a section's last shown cell: how many photos are not shown, or 0. */
export function hiddenCount(section: TimelineSection, expanded: boolean): number {
  return section.count - shownCount(section, expanded)
}
