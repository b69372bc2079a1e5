import { useQuery } from '@tanstack/react-query'
import type { Locale } from 'date-fns'
import { usePlatform } from '#app/platform/platform-context'
import { loadDateLocale } from './date-locale'

/**
 * The active locale's date-fns locale once it has loaded (undefined for the few milliseconds before): loaded, once,
 * by the screens that format with date-fns, so its loaders stay out of the entry (11 dynamic imports, 0.3 kB gzip).
 */
export function useDateLocale(): Locale | undefined {
  const { locale } = usePlatform()
  return useQuery({
    queryKey: ['date-locale', locale],
    queryFn: () => loadDateLocale(locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data
}
