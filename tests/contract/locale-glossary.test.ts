import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales } from '../../src/app/platform/i18n/locales'
import { type Glossary, glossaryProblems, visibleText } from './locale-review'

// Each translated locale keeps to its glossary in docs/glossary (see its README): one term for each thing, used where
// en-GB names it, one register (its pronouns and its verb forms), nothing left in English that the glossary does not
// keep, one style of quotation marks, and in French the no-break spaces before : ; ? ! and inside « ». The checks
// live in locale-review.ts; locale-review-fixtures.test.ts plants the errors a native reviewer finds.

const root = join(import.meta.dirname, '../..')
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T
const translated = locales.filter((locale) => locale !== defaultLocale)
const english = readJson<Record<string, string>>(join(root, 'public/locales', `${defaultLocale}.json`))

describe('the locale files keep to their glossaries', () => {
  it.each(translated)('%s', (locale) => {
    const glossary = readJson<Glossary>(join(root, 'docs/glossary', `${locale}.json`))
    const messages = readJson<Record<string, string>>(join(root, 'public/locales', `${locale}.json`))
    expect(glossary.locale).toBe(locale)
    expect(glossaryProblems(glossary, messages, english)).toEqual([])
  })
})

describe('the glossary check', () => {
  const glossary: Glossary = {
    locale: 'xx',
    register: {
      use: 'je',
      otherRegisterWords: ['u', 'Deres'],
      otherRegisterForms: [
        { pattern: '(?<!\\p{L})saisis(?!\\p{L})', reads: 'a tu imperative' },
        { pattern: '(?<![.!?]\\s|^)De(?!\\p{L})', reads: 'the polite De', caseSensitive: true },
      ],
    },
    quotes: { open: '«', close: '»' },
    apostrophe: '’',
    spaceBefore: { ':': '\u00a0', '?': '\u202f' },
    spaceInsideQuotes: '\u00a0',
    terms: [
      {
        en: 'voucher',
        use: 'code promo',
        forbidden: ['bon de réduction', 'coupon'],
        enWords: ['voucher', 'voucher code'],
        required: ['code promo'],
      },
      { en: 'code', use: 'code', forbidden: [], enWords: ['code'], required: ['code'] },
      {
        en: 'upload',
        use: 'hochladen',
        forbidden: [],
        enWords: ['upload'],
        required: ['hochlad', 'laden … hoch'],
      },
    ],
    keptAsInEnglish: ['Total'],
    phrasing: [{ pattern: '(?<!\\p{L})impossibile(?!\\p{L})', use: '“Non è stato possibile …”' }],
    variesByContext: { Delete: 'the key is labelled Entf' },
  }
  const check = (message: string) => glossaryProblems(glossary, { key: message })
  const translating = (english: string, message: string) =>
    glossaryProblems(glossary, { key: message }, { key: english })

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

  it('finds a verb form of the other register, in any case unless the glossary says', () => {
    expect(check('Saisis un prénom')).toEqual(['key: "Saisis" is a tu imperative, not the je register'])
    expect(check('Vil De prøve igen.')).toEqual(['key: "De" is the polite De, not the je register'])
    expect(check('De bliver i dit bibliotek.')).toEqual([])
  })

  it('requires the term where en-GB names it, in any form, a split verb included', () => {
    expect(translating('Renew voucher', 'Renouveler le code promo')).toEqual([])
    expect(translating('Renew voucher', 'Renouveler la réduction')).toEqual([
      'key: en-GB says "voucher", but no "code promo" (voucher: use "code promo")',
    ])
    expect(translating('Upload them', 'Laden Sie sie hoch')).toEqual([])
    expect(translating('Upload them', 'Hochladen')).toEqual([])
    expect(translating('Upload them', 'Senden Sie sie')).toHaveLength(1)
    expect(translating('Photos', 'Fotos')).toEqual([])
  })

  it('reads a word inside a longer term for that term only', () => {
    expect(translating('Your voucher code', 'Votre code promo')).toEqual([])
    expect(translating('The code', 'Le numéro')).toEqual([
      'key: en-GB says "code", but no "code" (code: use "code")',
    ])
  })

  it('finds a message left in English, unless the glossary keeps it or it has no words', () => {
    expect(translating('Try again', 'Try again')).toEqual(['key: left in English ("Try again")'])
    expect(translating('Total', 'Total')).toEqual([])
    expect(translating('+{count}', '+{count}')).toEqual([])
    expect(check('Try again')).toEqual([])
  })

  it('finds a phrasing the locale does not use', () => {
    expect(check('Impossibile caricare le foto')).toEqual([
      'key: "Impossibile" is not the locale’s phrasing (“Non è stato possibile …”)',
    ])
  })

  it('finds one English source translated two ways, unless it varies by context', () => {
    const english = {
      a: 'This photo could not be shown',
      b: 'This photo could not be shown',
      c: 'Delete',
      d: 'Delete',
    }
    expect(
      glossaryProblems(
        glossary,
        { a: 'Foto niet getoond', b: 'Foto niet weergegeven', c: 'Löschen', d: 'Entf' },
        english,
      ),
    ).toEqual([
      'b: en-GB’s "This photo could not be shown" is "Foto niet getoond" in a, here "Foto niet weergegeven"',
    ])
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
