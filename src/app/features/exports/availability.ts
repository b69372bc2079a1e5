/**
 * Export download links last 7 days after the export's last update
 * (docs/requirements/constants.md#constants-exports).
 */
export const exportLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000

/**
 * Until when a READY export can be downloaded: its update time plus 7 days, counted in exact hours like the
 * service does (not calendar days, which a daylight-saving change would shift by an hour).
 */
export function availableUntil(updated: string): Date {
  return new Date(Date.parse(updated) + exportLinkLifetimeMs)
}
