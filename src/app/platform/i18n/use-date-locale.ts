import type { Locale } from 'date-fns'
import { useEffect, useReducer } from 'react'
import { usePlatform } from '#app/platform/platform-context'
import { loadDateLocale } from './date-locale'
import type { Locale as AppLocale } from './locales'

/** The date-fns locales loaded so far; one loads once per page, whichever screen asks first. */
const loaded = new Map<AppLocale, Locale>()
const loading = new Map<AppLocale, Promise<void>>()

function load(locale: AppLocale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadDateLocale(locale).then(
      (dateLocale) => void loaded.set(locale, dateLocale),
      // A chunk that failed to load may load on the next screen that asks.
      () => void loading.delete(locale),
    )
    loading.set(locale, pending)
  }
  return pending
}

/**
 * The active locale's date-fns locale once it has loaded (undefined for the few milliseconds before): loaded, once,
 * by the screens that format with date-fns, so its loaders stay out of the entry (11 dynamic imports, 0.3 kB gzip).
 * A module load, not a service's answer: it is no query of the query layer's cache.
 */
export function useDateLocale(): Locale | undefined {
  const { locale } = usePlatform()
  const [, showLoaded] = useReducer((count: number) => count + 1, 0)
  const dateLocale = loaded.get(locale)
  useEffect(() => {
    if (dateLocale) return
    let current = true
    void load(locale).then(() => {
      if (current) showLoaded()
    })
    return () => {
      current = false
    }
  }, [locale, dateLocale])
  return dateLocale
}
