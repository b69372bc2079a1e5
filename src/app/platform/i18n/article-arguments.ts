/**
 * A message's values with `{name}Article` beside each named text, as `articleOf` reads it (and the text as `rewrite`
 * writes it): how a message chooses the article or preposition it puts before a value only the app knows (an Italian
 * date's day, a Spanish hour, a French month). The locale files' check allows these arguments beside en-GB's
 * (locale-files.test.ts).
 */
export function articleArguments<Values extends Record<string, unknown>, Article extends string>(
  values: Values,
  names: readonly (keyof Values & string)[],
  articleOf: (text: string) => Article,
  rewrite: (text: string) => string = (text) => text,
): Values & { [article: `${string}Article`]: Article } {
  const result: Record<string, unknown> = { ...values }
  for (const name of names) {
    const text = values[name]
    if (typeof text !== 'string') continue
    result[`${name}Article`] = articleOf(text)
    result[name] = rewrite(text)
  }
  return result as Values & { [article: `${string}Article`]: Article }
}

// Spanish and Portuguese put an article before a clock time that agrees with the hour: 'a las 2:05' but 'a la 1:05',
// 'às 14:05' but 'à 01:05' (issue 43: 'a las 1:05' was wrong for one hour in twelve); Italian elides it: 'all’1:05'
// but 'alle 2:05'. A message that puts one before a time argument `x` chooses its form by `xArticle` ('one' at one
// o'clock, else 'other'), which hourArguments adds beside it, as dayArguments does for a date's article; the locale
// files' check allows these arguments beside en-GB's (locale-files.test.ts). Kept small: the photos screen's cells
// use it for their tooltips.

export type HourArticle = 'one' | 'other'

/** A message's values with `{name}Article` beside each named time, written hour first ('1:05', '01:05:09', '1:05 p. m.'). */
export function hourArguments<Values extends Record<string, unknown>>(
  values: Values,
  ...names: (keyof Values & string)[]
): Values & { [article: `${string}Article`]: HourArticle } {
  return articleArguments(
    values,
    names,
    (text): HourArticle => (Number.parseInt(text, 10) === 1 ? 'one' : 'other'),
  )
}

export type ElisionArticle = 'elided' | 'other'

// French elides 'de' before a vowel: 'les photos d’avril 2024', 'd’août', 'd’octobre', but 'de mars 2024'. The
// timeline's labels put 'de' before a month's title ('Afficher 3 autres photos de mars 2024'), which only the app
// knows, so a message that does chooses its form by `xArticle` ('elided' or 'other'), which elisionArguments adds
// beside the named value, as dayArguments does for an Italian date; the locale files' check allows these arguments
// beside en-GB's (locale-files.test.ts).

const vowel = /^[aeiouyàâæéèêëîïôœùûü]/iu

/** A message's values with `{name}Article` beside each named text: 'elided' when it begins with a vowel. */
export function elisionArguments<Values extends Record<string, unknown>>(
  values: Values,
  ...names: (keyof Values & string)[]
): Values & { [article: `${string}Article`]: ElisionArticle } {
  return articleArguments(values, names, (text): ElisionArticle => (vowel.test(text) ? 'elided' : 'other'))
}
