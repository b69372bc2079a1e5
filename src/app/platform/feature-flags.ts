export const featureFlagNames = [
  'PhotoManagementFeatureFlagControl',
  'TimelineViewEnabled',
  'AlbumViewEnabled',
  'SharedAlbumsViewEnabled',
  'UploadViewEnabled',
  'DownloadViewEnabled',
  'OrderPrintsEnabled',
  'ReactivationEnabled',
  'UseReactivationMockData',
  'PhotoExportEnabled',
  'QrCodeUploadEnabled',
] as const

export type FeatureFlag = (typeof featureFlagNames)[number]
export type FeatureFlags = Record<FeatureFlag, boolean>

export const featureFlagStorageKey = 'featureFlags'
const prefix = 'PhotoManagement'

/** Both name forms are accepted: `OrderPrintsEnabled` and `PhotoManagementOrderPrintsEnabled`. */
export function canonicalName(name: string): FeatureFlag | undefined {
  const candidates = [name, name.startsWith(prefix) ? name.slice(prefix.length) : `${prefix}${name}`]
  return featureFlagNames.find((flag) => candidates.includes(flag))
}

function parseBoolean(value: string | null | undefined): boolean | undefined {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return undefined
}

function readStored(storage: Storage | undefined): Partial<FeatureFlags> {
  try {
    const raw = JSON.parse(storage?.getItem(featureFlagStorageKey) ?? '{}') as Record<string, unknown>
    const flags: Partial<FeatureFlags> = {}
    for (const [name, value] of Object.entries(raw)) {
      const flag = canonicalName(name)
      if (flag && typeof value === 'boolean') flags[flag] = value
    }
    return flags
  } catch {
    return {}
  }
}

/**
 * The flags for this host: the deployment's defaults, then local storage, then the query string.
 * Flags given in the query string are remembered in local storage, so they hold on the next visit.
 */
export function resolveFeatureFlags(
  defaults: Record<string, boolean>,
  search: string,
  storage: Storage | undefined,
): FeatureFlags {
  const flags = Object.fromEntries(featureFlagNames.map((flag) => [flag, false])) as FeatureFlags
  for (const [name, value] of Object.entries(defaults)) {
    const flag = canonicalName(name)
    if (flag) flags[flag] = value
  }
  const stored = readStored(storage)
  Object.assign(flags, stored)
  const fromQuery: Partial<FeatureFlags> = {}
  for (const [name, raw] of new URLSearchParams(search)) {
    const flag = canonicalName(name)
    const value = parseBoolean(raw)
    if (flag && value !== undefined) fromQuery[flag] = value
  }
  if (Object.keys(fromQuery).length > 0) {
    Object.assign(flags, fromQuery)
    storage?.setItem(featureFlagStorageKey, JSON.stringify({ ...stored, ...fromQuery }))
  }
  return flags
}
