import { useQuery } from '@tanstack/react-query'
import type { Locale } from 'date-fns'
import { usePlatform } from '#app/platform/platform-context'

/** The active locale's date-fns locale once it has loaded (undefined for the few milliseconds before). */
export function useDateLocale(): Locale | undefined {
  const { locale, loadDateLocale } = usePlatform()
  return useQuery({
    queryKey: ['date-locale', locale],
    queryFn: loadDateLocale,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data
}
