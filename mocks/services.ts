import { serviceNames } from '../src/generated/services'

/** The backing services the mocks answer for (every service of openapi/); each is served under `{origin}/{name}`. */
export const mockServiceNames = serviceNames

export function servicesUnder(origin: string): Record<string, string> {
  return Object.fromEntries(mockServiceNames.map((name) => [name, `${origin}/${name}`]))
}
