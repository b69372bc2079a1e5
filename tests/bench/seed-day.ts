// The day the bench's mock servers take as their seed's "now" (mocks/db/database.ts `seedEpoch` is today's).
/**
 * The bench's seed day: the 16th of this month (UTC), or of the month before until then. Seeded data ends the day
 * before it, so the 100,000-photo library's newest month always holds 15 days of photos; with today's seed it held
 * only the days gone, and on a month's first days the first screen was another shape (one or two days' photos above
 * a full month), which broke the DOM comparison of 100,000 and 100 photos (bench.ts `reportCounts`) on those days only.
 */
export function benchSeedEpoch(now = Date.now()): number {
  const today = new Date(now)
  const month = today.getUTCMonth() - (today.getUTCDate() < 16 ? 1 : 0)
  return Date.UTC(today.getUTCFullYear(), month, 16)
}
