import { useMemo } from 'react'
import type { IntlShape } from 'react-intl'
import { formatDay } from '#app/platform/i18n/dates'
import { usePlatform } from '#app/platform/platform-context'
import { useAccountInformation } from '#app/queries/photo-deletion'
import { type StoragePeriod, storagePeriodOf } from './storage-period'

/**
 * The signed-in customer's storage period; undefined while it loads or when it could not be loaded (isError, with
 * retry to ask again).
 */
export function useStoragePeriod(): {
  period: StoragePeriod | undefined
  isPending: boolean
  isError: boolean
  retry: () => void
} {
  const { flags } = usePlatform()
  const query = useAccountInformation()
  const period = useMemo(
    () =>
      query.data
        ? storagePeriodOf(query.data, new Date(), { useMockData: flags.UseReactivationMockData })
        : undefined,
    [query.data, flags.UseReactivationMockData],
  )
  return {
    period,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  }
}

/** The deletion date as the storage texts show it: '14 March 2027' (long month, in the active locale). */
export function formatDeletionDate(intl: IntlShape, period: StoragePeriod): string {
  return formatDay(intl, period.deletionDate)
}
