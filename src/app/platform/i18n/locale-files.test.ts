import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales } from './locales'

const root = join(__dirname, '../../../..')
const localeDir = join(root, 'public/locales')
const read = (locale: string) =>
  JSON.parse(readFileSync(join(localeDir, `${locale}.json`), 'utf8')) as Record<string, string>
const english = read(defaultLocale)
/** The names of a message's arguments (plain, plural, select, tags…), read with the ICU parser, once each. */
function placeholders(text: string): string[] {
  const names = new Set<string>()
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value)
      if ('children' in element) visit(element.children)
    }
  }
  visit(parse(text))
  return [...names].sort()
}

/**
 * Arguments that are a number of things, whose words (noun, participle) must agree with it: these names, and every
 * argument some en-GB message already chooses a plural by.
 */
const countNames = [
  'amount',
  'count',
  'total',
  'n',
  'done',
  'saved',
  'remaining',
  'max',
  'days',
  'months',
  'years',
]
/**
 * Messages with a count argument but no word that agrees with it in any locale: a position ('Photo 2 of 7', 'part 1
 * of 3'), a bare '+12', a limit in brackets.
 */
const countsWithoutAgreement: Record<string, string> = {
  'preview.position': 'Photo {position} of {total}: the noun counts the one photo shown',
  'exports.chunk.name': 'a file name, part {number} of {total}',
  'widgetShare.gallery.categories': 'a label, "(up to {max})"',
}

/** The count arguments a message prints outside any plural, e.g. `{amount} selected`. */
function countsOutsidePlural(text: string, counts: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  const visit = (elements: MessageFormatElement[], inPlural: boolean) => {
    for (const element of elements) {
      if (
        (element.type === TYPE.argument || element.type === TYPE.number) &&
        counts.has(element.value) &&
        !inPlural
      )
        found.add(element.value)
      if (element.type === TYPE.plural)
        for (const option of Object.values(element.options)) visit(option.value, true)
      else if ('options' in element)
        for (const option of Object.values(element.options)) visit(option.value, inPlural)
      if ('children' in element) visit(element.children, inPlural)
    }
  }
  const elements = parse(text)
  // A message of nothing but the number and signs ('+{count}') has no word to agree.
  const words = elements.some((element) => element.type === TYPE.literal && /\p{L}/u.test(element.value))
  if (words) visit(elements, false)
  return [...found].sort()
}

function pluralArguments(text: string): string[] {
  const names: string[] = []
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) names.push(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value)
      if ('children' in element) visit(element.children)
    }
  }
  visit(parse(text))
  return names
}

/** Message ids the code asks for: `id: '…'`, `id="…"` and `id={'…'}` in src/. */
function messageIdsInSource(dir: string): string[] {
  const ids: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) ids.push(...messageIdsInSource(path))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const text = readFileSync(path, 'utf8')
      for (const match of text.matchAll(/\bid[:=]\s*\{?\s*['"]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"]/g))
        ids.push(match[1]!)
    }
  }
  return ids
}

describe('locale files', () => {
  it('exist for all 11 locales and nothing else', () => {
    expect(readdirSync(localeDir).sort()).toEqual(locales.map((locale) => `${locale}.json`).sort())
  })

  it.each(locales.filter((locale) => locale !== defaultLocale))(
    '%s has the same keys and placeholders as en-GB',
    (locale) => {
      const messages = read(locale)
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        // Beside en-GB's, a locale may choose an article's form by `{date}Article` for a date it has (day-articles.ts).
        const own = placeholders(text)
        const dayArticles = own.filter((name) => name.endsWith('Article') && own.includes(name.slice(0, -7)))
        expect(
          own.filter((name) => !dayArticles.includes(name)),
          `${locale} ${key}`,
        ).toEqual(placeholders(english[key]!))
      }
    },
  )

  it.each(locales.filter((locale) => !locale.startsWith('en')))(
    '%s is translated, not a copy of English',
    (locale) => {
      const messages = read(locale)
      const same = Object.keys(english).filter((key) => messages[key] === english[key])
      // A few words are the same in both languages ('Albums', a brand name); most must not be.
      expect(same.length / Object.keys(english).length, `${locale}: ${same.join(', ')}`).toBeLessThan(0.25)
    },
  )

  it.each(locales)('%s words every count with plural rules', (locale) => {
    const counts = new Set([...countNames, ...Object.values(english).flatMap(pluralArguments)])
    const messages = read(locale)
    const unruled = Object.entries(messages)
      .filter(([key]) => !(key in countsWithoutAgreement))
      .flatMap(([key, text]) =>
        countsOutsidePlural(text, counts).map((name) => `${key}: {${name}} in "${text}"`),
      )
    expect(unruled).toEqual([])
  })

  it('finds a count without plural rules, and none inside them', () => {
    const counts = new Set(countNames)
    expect(countsOutsidePlural('{amount} selected', counts)).toEqual(['amount'])
    expect(countsOutsidePlural('{done} of {total} photos', counts)).toEqual(['done', 'total'])
    expect(countsOutsidePlural('{amount, plural, one {# selected} other {# selected}}', counts)).toEqual([])
    expect(
      countsOutsidePlural(
        '{total, plural, one {{saved} of # invoice} other {{saved} of # invoices}}',
        counts,
      ),
    ).toEqual([])
    expect(countsOutsidePlural('+{count}', counts)).toEqual([])
    expect(countsOutsidePlural('Hello {name}', counts)).toEqual([])
  })

  it('de-AT quotes the name of a page ("Meine Fotos") inside a sentence, as German writes it', () => {
    const messages = read('de-AT')
    // The titles of the customer's own pages: 'Meine Fotos', 'Meine Alben', 'Mein Konto', …
    const titles = [...new Set(Object.values(messages).filter((text) => /^Meine? \p{Lu}\p{L}+$/u.test(text)))]
    expect(titles).toContain('Meine Fotos')
    const unquoted = Object.entries(messages).flatMap(([key, text]) =>
      titles
        .filter((title) => text !== title && text.replaceAll(`„${title}“`, '').includes(title))
        .map((title) => `${key}: "${text}" names ${title} without „…“`),
    )
    expect(unquoted).toEqual([])
  })

  it('has every message id the code uses', () => {
    const ids = new Set(messageIdsInSource(join(root, 'src')))
    expect(ids.size).toBeGreaterThan(5)
    expect([...ids].filter((id) => !(id in english))).toEqual([])
  })
})
