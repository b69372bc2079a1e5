import type { ServiceSchemas } from '#app/api/clients'

export type Photo = ServiceSchemas<'photos'>['schemas']['Photo']
export type { PhotoSort, SortKey, SortOrder } from '#app/platform/photo-sort'
/** A month of the timeline as the photo service names it: year and month (1–12). */
export interface PhotoMonth {
  year: number
  month: number
}
