import { canonicalName, type FeatureFlags } from '#app/platform/feature-flags'

/**
 * The address that sets the flags: each flag as `Name=true|false` in the query string, replacing any earlier
 * parameter for it in either name form (`OrderPrintsEnabled`, `PhotoManagementOrderPrintsEnabled`).
 */
export function addressWithFlags(href: string, flags: FeatureFlags): string {
  const url = new URL(href)
  for (const name of [...url.searchParams.keys()]) {
    if (canonicalName(name)) url.searchParams.delete(name)
  }
  for (const [flag, value] of Object.entries(flags)) url.searchParams.set(flag, String(value))
  return url.href
}
