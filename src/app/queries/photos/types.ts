import type { ServiceSchemas } from '#app/api/clients'

export type Photo = ServiceSchemas<'photos'>['schemas']['Photo']
export type SortKey = 'dateTaken' | 'created'
export type SortOrder = 'asc' | 'desc'
/** The order of a photo list: the photo service's sortKey and sortOrder parameters. */
export interface PhotoSort {
  sortKey: SortKey
  sortOrder: SortOrder
}
/** A month of the timeline as the photo service names it: year and month (1–12). */
export interface PhotoMonth {
  year: number
  month: number
}
