import type { Campaign } from '#app/queries/content'

/**
 * The last moment to order for delivery before an active campaign ends, in the storefront's country: the earliest
 * cut-off of its article groups still ahead (the slowest product decides, so the date holds for everything).
 * Undefined when the campaign is not active or every cut-off has passed.
 */
export function lastOrderMoment(campaign: Campaign, country: string, now: number): number | undefined {
  if (!campaign.isActive) return undefined
  const ahead = campaign.cutoffs
    .filter((cutoff) => cutoff.countryCode === country)
    .map((cutoff) => Date.parse(cutoff.lastOrderAt))
    .filter((moment) => moment > now)
  return ahead.length > 0 ? Math.min(...ahead) : undefined
}
