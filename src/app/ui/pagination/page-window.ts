/** A page number to link to, or a gap ('…') between numbers that are not shown. */
export type PageSlot = number | 'gap'

/**
 * Which page numbers a pager shows: always the first and the last, the current one with `neighbours` on each side,
 * and a gap where pages are left out. A gap never stands for a single page (that page is shown instead), so the
 * row's length stays steady as the customer moves through the pages.
 */
export function pageWindow(current: number, pageCount: number, neighbours = 1): PageSlot[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : []
  const page = Math.min(Math.max(current, 1), pageCount)
  const from = Math.max(2, page - neighbours)
  const to = Math.min(pageCount - 1, page + neighbours)
  const slots: PageSlot[] = [1]
  if (from === 3) slots.push(2)
  else if (from > 3) slots.push('gap')
  for (let number = from; number <= to; number++) slots.push(number)
  if (to === pageCount - 2) slots.push(pageCount - 1)
  else if (to < pageCount - 2) slots.push('gap')
  slots.push(pageCount)
  return slots
}

/** How many pages `total` items fill at `pageSize` per page (at least one, so an empty list has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A page number read from the address: a whole number from 1 up, or 1 for anything else. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 ? page : 1
}
