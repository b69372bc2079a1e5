import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { dayArguments } from './day-articles'

const italian = JSON.parse(
  readFileSync(join(__dirname, '../../../../public/locales/it-IT.json'), 'utf8'),
) as Record<string, string>

/** A value for each argument of a message: a plural's count 1, a select's 'other', anything else a word. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural) values[element.value] = 1
    else if (element.type === TYPE.select) values[element.value] ??= 'other'
    else if (element.type !== TYPE.literal && 'value' in element) values[element.value] ??= 'x'
    if ('options' in element)
      for (const option of Object.values(element.options)) sampleValues(option.value, values)
  }
  return values
}

/** Dates as the app writes them in Italian: day first, then the month and the year. */
const days = [
  '1 maggio 2026',
  '2 maggio 2026',
  '8 maggio 2026',
  '11 maggio 2026',
  '01 mag 2026',
  '08 mag 2026',
]

describe('an article before a date', () => {
  it('is elided before 8 and 11, whatever follows the day', () => {
    const article = (date: string) => dayArguments('it-IT', { date }, 'date').dateArticle
    expect(['8 maggio 2026', '11 maggio', '08 mag 2026', '8. Mai'].map(article)).toEqual(
      Array(4).fill('elided'),
    )
    expect(['1 maggio 2026', '2 maggio', '18 maggio', '81', 'maggio', ''].map(article)).toEqual(
      Array(6).fill('other'),
    )
  })

  it('adds the article beside each named date, and writes the first of a month as 1º in Italian only', () => {
    expect(dayArguments('it-IT', { date: '1 maggio 2026', count: 2 }, 'date')).toEqual({
      date: '1º maggio 2026',
      dateArticle: 'other',
      count: 2,
    })
    expect(dayArguments('it-IT', { from: '11 maggio 2026', until: '01 mag 2026' }, 'from', 'until')).toEqual({
      from: '11 maggio 2026',
      fromArticle: 'elided',
      until: '1º mag 2026',
      untilArticle: 'other',
    })
    expect(dayArguments('en-GB', { date: '1 May 2026' }, 'date')).toEqual({
      date: '1 May 2026',
      dateArticle: 'other',
    })
  })

  // A date's article, not a clock time's ('all’1:05', hourArguments).
  const articled = Object.entries(italian).filter(([, text]) =>
    /\b(date|until|from)Article, select/.test(text),
  )

  it('is chosen by every Italian message that puts one before a date (18 of them)', () => {
    expect(articled).toHaveLength(18)
    const bare = Object.entries(italian).filter(([, text]) =>
      /\b(il|al|dal|del|nel|sul|l’|all’|dall’) \{(date|until|from)\}/.test(text),
    )
    expect(bare.map(([key]) => key)).toEqual([])
  })

  it.each(articled)('%s reads right on the 1st, 2nd, 8th and 11th', (_, text) => {
    const elements = parse(text)
    const dates = Object.keys(sampleValues(elements)).filter(
      (name) => `${name}Article` in sampleValues(elements),
    )
    for (const day of days) {
      const values = dayArguments('it-IT', Object.fromEntries(dates.map((name) => [name, day])), ...dates)
      const written = new IntlMessageFormat(text, 'it-IT').format({
        ...sampleValues(elements),
        ...values,
      }) as string
      expect(written, day).not.toMatch(/\b(il|al|dal) 0?(8|11)\b/)
      expect(written, day).not.toMatch(/\b(il|al|dal) 0?1 /)
      if (/^0?(8|11) /.test(day)) expect(written, day).toMatch(/\b(l|all|dall)’0?(8|11) /)
      if (/^0?1 /.test(day)) expect(written, day).toMatch(/\b(il|al|dal) 1º /)
    }
  })
})
