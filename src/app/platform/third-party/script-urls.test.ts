import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { locales } from '#app/platform/i18n/locales'
import { chatScriptUrl, feedbackLocales, feedbackScriptUrl, isPhotoPage } from './script-urls'

const brand = brands[0]!

describe('third-party script URLs', () => {
  it('the feedback script per supported locale, none for another locale', () => {
    expect(feedbackLocales).toEqual(locales)
    expect(feedbackScriptUrl('https://feedback.example/{locale}.js', 'nb-NO')).toBe(
      'https://feedback.example/nb-NO.js',
    )
    expect(feedbackScriptUrl('https://feedback.example/{locale}.js', 'en-US')).toBeUndefined()
    expect(feedbackScriptUrl(undefined, 'en-GB')).toBeUndefined()
  })

  it('the chat widget per channel (internal alias, else id) and locale', () => {
    const aliased = brands.find((candidate) => candidate.internalAlias) ?? {
      ...brand,
      internalAlias: 'alias',
    }
    expect(chatScriptUrl('/chat.js?channel={channel}&locale={locale}', brand, 'en-GB')).toBe(
      `/chat.js?channel=${brand.id}&locale=en-GB`,
    )
    expect(chatScriptUrl('/chat.js?c={channel}', aliased, 'sv-SE')).toBe(
      `/chat.js?c=${aliased.internalAlias}`,
    )
    expect(chatScriptUrl(undefined, brand, 'en-GB')).toBeUndefined()
  })

  it('photo pages are /my-photos and below', () => {
    expect(isPhotoPage('/my-photos/photos')).toBe(true)
    expect(isPhotoPage('/my-photos')).toBe(true)
    expect(isPhotoPage('/my-photos-old')).toBe(false)
    expect(isPhotoPage('/orders')).toBe(false)
  })
})
