// Cursor paging as the photo library's services do it: an opaque cursor that names the last item of the previous
// page by its sort key, so deleting or adding items between two pages neither skips nor repeats any.

export type SortOrder = 'asc' | 'desc'

export interface Page<T> {
  items: T[]
  /** null on the last page. */
  cursor: string | null
}

const separator = '|'

/** A sort key: the value sorted by, then the id that breaks ties (ISO dates sort as text). */
export function sortKey(value: string, id: string): string {
  return `${value}${separator}${id}`
}

export function encodeCursor(key: string): string {
  return btoa(encodeURIComponent(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodeCursor(cursor: string): string | undefined {
  try {
    const key = decodeURIComponent(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')))
    return key.includes(separator) ? key : undefined
  } catch {
    return undefined
  }
}

/**
 * One page of `items` in the given order, after the cursor's item. undefined when the cursor is not one this
 * function gave out (the services answer 400).
 */
export function pageOf<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  order: SortOrder,
  cursor: string | undefined,
  limit: number,
): Page<T> | undefined {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  if (cursor !== undefined && after === undefined) return undefined
  const keyed = items.map((item) => ({ item, key: keyOf(item) }))
  const direction = order === 'asc' ? 1 : -1
  keyed.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0))
  const rest =
    after === undefined ? keyed : keyed.filter(({ key }) => (order === 'asc' ? key > after : key < after))
  const page = rest.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ item }) => item),
    cursor: rest.length > limit && last ? encodeCursor(last.key) : null,
  }
}

/** An item with its sort key. */
export interface Keyed<T> {
  item: T
  key: string
}

/** Up to `take` items after the key `after` (all when undefined), in the given order, with their keys. */
export function keyedAfter<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  order: SortOrder,
  after: string | undefined,
  take: number,
): Keyed<T>[] {
  const keyed = items.map((item) => ({ item, key: keyOf(item) }))
  const rest =
    after === undefined ? keyed : keyed.filter(({ key }) => (order === 'asc' ? key > after : key < after))
  const direction = order === 'asc' ? 1 : -1
  rest.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0))
  return rest.slice(0, take)
}

/**
 * One page from several sources, each already in order and past the cursor, each with up to limit + 1 items (so it
 * is known whether more follow): merged by key, cut at `limit`.
 */
export function mergedPage<T>(sources: readonly Keyed<T>[][], order: SortOrder, limit: number): Page<T> {
  const merged = sources.length === 1 ? sources[0]! : sources.flat()
  if (sources.length > 1) {
    const direction = order === 'asc' ? 1 : -1
    merged.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0))
  }
  const page = merged.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ item }) => item),
    cursor: merged.length > limit && last ? encodeCursor(last.key) : null,
  }
}
