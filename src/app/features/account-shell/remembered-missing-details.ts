import { type MissingDetailKey, missingDetailKeys } from '#app/customer/missing-detail-keys'

/**
 * What a business account lacked when its banner last showed, kept on the device so the banner's place is as tall
 * as that sentence from the next first paint on (status-banner-slot.tsx): with two or three details it takes more
 * lines on a phone than the one detail a first visit sizes it by. Names of fields only, nothing the customer typed.
 * Read here, with the first paint; written by remember-missing-details.ts, with the banner.
 */
export const missingDetailsStorageKey = 'statusBanner.missingDetails'

const detailKeys: ReadonlySet<string> = new Set(missingDetailKeys)

export function rememberedMissingDetails(storage: Storage | undefined): MissingDetailKey[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(missingDetailsStorageKey) ?? '[]')
    return Array.isArray(saved) ? saved.filter((key): key is MissingDetailKey => detailKeys.has(key)) : []
  } catch {
    return [] // Unreadable (another version wrote it, or storage is blocked): a first visit's size.
  }
}
