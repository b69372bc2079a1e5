// Italian puts an article before a date and elides it before 8 and 11 ('l’8 maggio', 'dall’11'), and writes the first
// of a month as an ordinal ('il 1º maggio'): 'Ordinato il 11 maggio' was wrong for about one date in ten (issue 43).
// A message that puts an article or a preposition before a date argument `x` chooses its form by `xArticle`
// ('elided' or 'other'), which dayArguments adds beside it; the locale files' check allows these arguments beside
// en-GB's (locale-files.test.ts). Kept small: the photos screen's cells use it before their first thumbnails.

import { articleArguments } from './article-arguments'

export type DayArticle = 'elided' | 'other'

/**
 * A message's values with `{name}Article` beside each named date (written day first: '8 maggio 2026', '08 mag 2026'),
 * and the first of a month as 1º in Italian.
 */
export function dayArguments<Values extends Record<string, unknown>>(
  locale: string,
  values: Values,
  ...names: (keyof Values & string)[]
): Values & { [article: `${string}Article`]: DayArticle } {
  const dayOf = (text: string) => Number.parseInt(text, 10)
  return articleArguments(
    values,
    names,
    (text): DayArticle => ([8, 11].includes(dayOf(text)) ? 'elided' : 'other'),
    (text) => (dayOf(text) === 1 && locale.startsWith('it') ? text.replace(/^0?1/, '1º') : text),
  )
}
