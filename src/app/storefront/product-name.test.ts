import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { locales } from '#app/platform/i18n/locales'
import de from '../../../public/locales/de-AT.json'
import en from '../../../public/locales/en-GB.json'
import fr from '../../../public/locales/fr-FR.json'
import {
  fallbackProductName,
  idWords,
  knownProductName,
  type NamedProduct,
  productName,
} from './product-name'

const english = createIntl({ locale: 'en-GB', messages: en })
const german = createIntl({ locale: 'de-AT', messages: de })
const french = createIntl({ locale: 'fr-FR', messages: fr })

/** The article names the order and project services send (mocks/db/collections/orders.ts). */
const products: NamedProduct[] = [
  { articleName: 'PhotobookA4Landscape', articleType: 'Photobook', articleId: 'PAP_101' },
  { articleName: 'PhotobookSquare30', articleType: 'Photobook', articleId: 'PAP_102' },
  { articleName: 'PhotobookXLLayFlat', articleType: 'Photobook', articleId: 'PAP_104' },
  { articleName: 'Prints10x15', articleType: 'Prints', articleId: 'PAP_910' },
  { articleName: 'Canvas60x40', articleType: 'WallDecor', articleId: 'PAP_930' },
  { articleName: 'CalendarA3', articleType: 'Calendar', articleId: 'PAP_970' },
  { articleName: 'GreetingCardsFolded', articleType: 'Card', articleId: 'PAP_980' },
]

describe('idWords', () => {
  it('splits a product id into words, keeping sizes whole', () => {
    expect(idWords('PhotobookA4Landscape')).toEqual(['Photobook', 'A4', 'Landscape'])
    expect(idWords('PhotobookXLLayFlat')).toEqual(['Photobook', 'XL', 'Lay', 'Flat'])
    expect(idWords('Prints10x15')).toEqual(['Prints', '10x15'])
    expect(idWords('PhotobookSquare30')).toEqual(['Photobook', 'Square', '30'])
    expect(idWords('GreetingCardsFolded')).toEqual(['Greeting', 'Cards', 'Folded'])
  })
})

describe('fallbackProductName', () => {
  it('names the kind, format and orientation in English', () => {
    expect(products.map((product) => fallbackProductName(english, product))).toEqual([
      'Photo book A4 landscape',
      'Photo book 30x30 square',
      'Layflat photo book XL',
      'Photo prints 10x15',
      'Canvas print 60x40',
      'Calendar A3',
      'Folded cards',
    ])
  })

  it('in German, with no English word (issue 43: ‘Fotobuch (A4 Landscape)’, ‘Karten (Greeting Cards Folded)’)', () => {
    expect(products.map((product) => fallbackProductName(german, product))).toEqual([
      'Fotobuch A4 quer',
      'Fotobuch 30x30 quadratisch',
      'Layflat-Fotobuch XL',
      'Fotoabzüge 10x15',
      'Leinwandbild 60x40',
      'Kalender A3',
      'Klappkarten',
    ])
  })

  it('in French', () => {
    expect(fallbackProductName(french, products[0]!)).toBe('Livre photo A4 paysage')
  })

  it('leaves out the words of an id it has no translation for, and names the kind alone without an id', () => {
    expect(
      fallbackProductName(german, { articleName: 'PhotobookPanoramaDeluxeA4', articleType: 'Photobook' }),
    ).toBe('Fotobuch A4')
    expect(fallbackProductName(german, { articleType: 'Card' })).toBe('Karten')
  })

  it('has every word it uses in every locale, none of them the raw id or CamelCase', async () => {
    for (const locale of locales) {
      const messages = (await import(`../../../public/locales/${locale}.json`)).default
      const intl = createIntl({
        locale,
        messages,
        onError: (error) => expect.fail(`${locale}: ${error.message}`),
      })
      for (const product of products) {
        const name = fallbackProductName(intl, product)
        expect(name, locale).not.toMatch(/[a-z][A-Z]/)
        expect(name, locale).not.toContain(product.articleName)
      }
    }
  })
})

describe('productName', () => {
  const catalogue = {
    locale: 'de-AT',
    articles: [
      { id: 'PAP_101', title: 'Fotobuch Hardcover A4 quer' },
      { id: 'PAP_910', title: 'Fotoabzüge' },
    ],
  }

  it('is the catalogue’s title of the article when the catalogue is in the page’s locale', () => {
    expect(productName(german, products[0]!, catalogue)).toBe('Fotobuch Hardcover A4 quer')
  })

  it('falls back where the catalogue does not sell the article, has not come, or has no article id', () => {
    expect(productName(german, products[4]!, catalogue)).toBe('Leinwandbild 60x40')
    expect(productName(german, products[0]!)).toBe('Fotobuch A4 quer')
    expect(productName(german, { ...products[0]!, articleId: undefined }, catalogue)).toBe('Fotobuch A4 quer')
  })

  it('does not take a catalogue written for another locale', () => {
    expect(productName(english, products[0]!, catalogue)).toBe('Photo book A4 landscape')
  })
})

describe('knownProductName', () => {
  const catalogue = { locale: 'de-AT', articles: [{ id: 'PAP_101', title: 'Fotobuch Hardcover A4 quer' }] }

  it('is no name at all while the catalogue may still come, not the fallback it might replace', () => {
    expect(knownProductName(german, products[0]!, 'pending')).toBeUndefined()
  })

  it('is the catalogue’s title once it has come, and the fallback when it is not coming', () => {
    expect(knownProductName(german, products[0]!, catalogue)).toBe('Fotobuch Hardcover A4 quer')
    expect(knownProductName(german, products[0]!, undefined)).toBe('Fotobuch A4 quer')
  })
})
