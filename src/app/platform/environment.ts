export type EnvironmentLetter = 't' | 'a' | 'p' | 'd'

/** The environment letter from the host prefix: test, acceptance, production, else development. */
export function environmentOf(hostWithPort: string, productionHosts: readonly string[]): EnvironmentLetter {
  const host = hostWithPort.toLowerCase().replace(/:\d+$/, '')
  if (host.startsWith('test.') || host.startsWith('test-')) return 't'
  if (host.startsWith('acc.') || host.startsWith('acceptance.') || host.startsWith('acc-')) return 'a'
  if (productionHosts.includes(host)) return 'p'
  return 'd'
}
