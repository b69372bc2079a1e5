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
