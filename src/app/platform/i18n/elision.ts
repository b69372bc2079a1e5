// French elides 'de' before a vowel: 'les photos d’avril 2024', 'd’août', 'd’octobre', but 'de mars 2024'. The
// timeline's labels put 'de' before a month's title ('Afficher 3 autres photos de mars 2024'), which only the app
// knows, so a message that does chooses its form by `xArticle` ('elided' or 'other'), which elisionArguments adds
// beside the named value, as dayArguments does for an Italian date; the locale files' check allows these arguments
// beside en-GB's (locale-files.test.ts).

import { articleArguments } from './article-arguments'
import type { DayArticle } from './day-articles'

const vowel = /^[aeiouyàâæéèêëîïôœùûü]/iu

/** A message's values with `{name}Article` beside each named text: 'elided' when it begins with a vowel. */
export function elisionArguments<Values extends Record<string, unknown>>(
  values: Values,
  ...names: (keyof Values & string)[]
): Values & { [article: `${string}Article`]: DayArticle } {
  return articleArguments(values, names, (text): DayArticle => (vowel.test(text) ? 'elided' : 'other'))
}
