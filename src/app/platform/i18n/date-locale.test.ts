import { describe, expect, it } from 'vitest'
import { loadDateLocale } from './date-locale'
import { locales } from './locales'

describe('date-fns locales', () => {
  it('has one for every supported locale, matching its language', async () => {
    for (const locale of locales) {
      const dateLocale = await loadDateLocale(locale)
      expect(dateLocale.code?.slice(0, 2), locale).toBe(locale === 'nb-NO' ? 'nb' : locale.slice(0, 2))
    }
  })
})
