import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import de from '../../../../public/locales/de-AT.json'
import en from '../../../../public/locales/en-GB.json'
import { idWords, productName } from './product-name'

describe('idWords', () => {
  it('splits a product id into words, keeping sizes whole', () => {
    expect(idWords('PhotobookA4Landscape')).toEqual(['Photobook', 'A4', 'Landscape'])
    expect(idWords('PhotobookXLLayFlat')).toEqual(['Photobook', 'XL', 'Lay', 'Flat'])
    expect(idWords('Prints10x15')).toEqual(['Prints', '10x15'])
    expect(idWords('PhotobookSquare30')).toEqual(['Photobook', 'Square', '30'])
    expect(idWords('GreetingCardsFolded')).toEqual(['Greeting', 'Cards', 'Folded'])
  })
})

describe('productName', () => {
  const english = createIntl({ locale: 'en-GB', messages: en })
  it('names the type in the locale and the rest of the id in words, never the raw id', () => {
    expect(productName(english, { articleName: 'PhotobookA4Landscape', articleType: 'Photobook' })).toBe(
      'Photo book (A4 Landscape)',
    )
    expect(productName(english, { articleName: 'Prints10x15', articleType: 'Prints' })).toBe(
      'Photo prints (10x15)',
    )
    expect(productName(english, { articleName: 'Canvas60x40', articleType: 'WallDecor' })).toBe(
      'Wall decoration (Canvas 60x40)',
    )
    expect(productName(english, { articleName: 'Calendar', articleType: 'Calendar' })).toBe('Calendar')
  })

  it('in German', () => {
    const german = createIntl({ locale: 'de-AT', messages: de })
    expect(productName(german, { articleName: 'CalendarA3', articleType: 'Calendar' })).toBe('Kalender (A3)')
  })
})
