/** The backing services the mocks answer for; each is served under `{origin}/{name}`. */
export const mockServiceNames = ['photos'] as const

export function servicesUnder(origin: string): Record<string, string> {
  return Object.fromEntries(mockServiceNames.map((name) => [name, `${origin}/${name}`]))
}
