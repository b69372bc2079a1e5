// Spanish and Portuguese put an article before a clock time that agrees with the hour: 'a las 2:05' but 'a la 1:05',
// 'às 14:05' but 'à 01:05' (issue 43: 'a las 1:05' was wrong for one hour in twelve). A message that puts one before
// a time argument `x` chooses its form by `xArticle` ('one' at one o'clock, else 'other'), which hourArguments adds
// beside it, as dayArguments does for a date's article; the locale files' check allows these arguments beside en-GB's
// (locale-files.test.ts). Kept small: the photos screen's cells use it for their tooltips.

import { articleArguments } from './article-arguments'

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
