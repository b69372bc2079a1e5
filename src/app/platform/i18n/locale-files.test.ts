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
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!))
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

  it('has every message id the code uses', () => {
    const ids = new Set(messageIdsInSource(join(root, 'src')))
    expect(ids.size).toBeGreaterThan(5)
    expect([...ids].filter((id) => !(id in english))).toEqual([])
  })
})
