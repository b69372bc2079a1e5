import type { ServiceSchemas } from '#app/api/clients'

export type Widget = ServiceSchemas<'widgets'>['schemas']['Widget']

export const widgetKeys = {
  all: ['widgets'] as const,
  lists: () => [...widgetKeys.all, 'list'] as const,
  list: (page: number) => [...widgetKeys.lists(), { page }] as const,
  details: () => [...widgetKeys.all, 'detail'] as const,
  detail: (productCode: string) => [...widgetKeys.details(), productCode] as const,
  /** The mutation key of every widget deletion: the deletions live in the query client, above the pages. */
  deletions: () => [...widgetKeys.all, 'delete'] as const,
}
