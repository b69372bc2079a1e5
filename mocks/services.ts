/** The backing services the mocks answer for; each is served under `{origin}/{name}`. */
export const mockServiceNames = [
  'photos',
  'shared-albums',
  'downloads',
  'photo-deletion',
  'exports',
  'temp-selections',
  'storage',
  'identity',
  'content',
  'delivery',
  'public-config',
  'orders',
  'reorder',
  'reorder-direct',
  'mappdf',
  'products',
  'unzip-pdf',
  'widgets',
  'widget-gallery',
  'customers',
  'projects',
  'vouchers',
  'invoices',
  'email-gateway',
  'merchandise',
  'ab-target',
] as const

export function servicesUnder(origin: string): Record<string, string> {
  return Object.fromEntries(mockServiceNames.map((name) => [name, `${origin}/${name}`]))
}
