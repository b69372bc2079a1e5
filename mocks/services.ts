import { serviceNames } from '../src/generated/services'

/** The address of every backing service (every document of openapi/) when the mocks serve them all under `origin`. */
export function servicesUnder(origin: string): Record<string, string> {
  return Object.fromEntries(serviceNames.map((name) => [name, `${origin}/${name}`]))
}
