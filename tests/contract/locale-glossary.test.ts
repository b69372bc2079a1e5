import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales } from '../../src/app/platform/i18n/locales'
import { type Glossary, glossaryProblems, visibleText } from './locale-glossary'

// Each translated locale keeps to its glossary in docs/glossary (see its README): one term for each thing, one
// register, one style of quotation marks, and in French the no-break spaces before : ; ? ! and inside « ».

const root = join(import.meta.dirname, '../..')
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T
const translated = locales.filter((locale) => locale !== defaultLocale)

describe('the locale files keep to their glossaries', () => {
  it.each(translated)('%s', (locale) => {
    const glossary = readJson<Glossary>(join(root, 'docs/glossary', `${locale}.json`))
    const messages = readJson<Record<string, string>>(join(root, 'public/locales', `${locale}.json`))
    expect(glossary.locale).toBe(locale)
    expect(glossaryProblems(glossary, messages)).toEqual([])
  })
})

describe('the glossary check', () => {
  const glossary: Glossary = {
    locale: 'xx',
    register: { use: 'je', otherRegisterWords: ['u', 'Deres'] },
    quotes: { open: '«', close: '»' },
    apostrophe: '’',
    spaceBefore: { ':': '\u00a0', '?': '\u202f' },
    spaceInsideQuotes: '\u00a0',
    terms: [{ en: 'voucher', use: 'code promo', forbidden: ['bon de réduction', 'coupon'] }],
  }
  const check = (message: string) => glossaryProblems(glossary, { key: message })

  it('reads only what the reader sees: literals, not argument names, plural keywords or tags', () => {
    expect(visibleText('{count, plural, one {# coupon} other {# coupons}} <link>{coupon}</link>')).toBe(
      '{} coupon\n{} coupons {}',
    )
  })

  it('finds a forbidden term as a whole word or phrase, in any case, and nowhere inside a word', () => {
    expect(check('Votre Bon de réduction')).toEqual([
      'key: "bon de réduction" for voucher (use "code promo")',
    ])
    expect(check('Un coupon, des coupons')).toHaveLength(1)
    expect(check('Des coupons')).toEqual([])
  })

  it('finds a word of the other register; a capitalised one only when so written', () => {
    expect(check('Wilt u dit?')).toContain('key: "u" is not the je register')
    expect(check('Deres konto')).toContain('key: "Deres" is not the je register')
    expect(check('deres konto')).toEqual([])
  })

  it('finds quotation marks of another style and the typewriter apostrophe', () => {
    expect(check('l’album «\u00a0Été\u00a0»')).toEqual([])
    expect(check('l’album “Été”')).toEqual([
      'key: “ is not «…» nor the apostrophe ’',
      'key: ” is not «…» nor the apostrophe ’',
    ])
    expect(check("l'album")).toEqual(["key: ' is not «…» nor the apostrophe ’"])
    expect(check('«\u00a0Été')).toHaveLength(1)
  })

  it('finds French marks without their no-break space, and « » without one inside', () => {
    expect(check('Erreur\u00a0: vraiment\u202f? Voir https://example.com/a?b')).toEqual([])
    expect(check('Erreur : vraiment?')).toEqual([
      'key: " :": : needs U+00A0 before it',
      'key: "t?": ? needs U+202F before it',
    ])
    expect(check('{campaign, select, christmas {Noël} other {Fête}}: commandez')).toHaveLength(1)
    expect(check('« Été »')).toEqual(['key: «…» needs U+00A0 inside'])
  })

  it('finds a digit group separated by an ordinary space, but not the groups of an IBAN', () => {
    expect(check('Jusqu’à 1 000 caractères, 12 345 678 photos')).toEqual([
      'key: "1 000" groups digits with a space',
      'key: "12 345 678" groups digits with a space',
    ])
    expect(check('1\u202f000 caractères, IT60 X054 2811 1010 0000 0123 456')).toEqual([])
  })
})
