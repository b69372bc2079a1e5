import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'

/** A locale's entry in docs/glossary: its terms, its register, its quotation marks and its spacing. */
export type Glossary = {
  locale: string
  register?: { use: string; otherRegisterWords: string[] }
  quotes: { open: string; close: string }
  apostrophe: string
  /** The space a mark must follow (French: `{ ":": "\u00a0", "?": "\u202f", … }`). */
  spaceBefore?: Record<string, string>
  /** The space inside the quotation marks (French: `« … »` with U+00A0). */
  spaceInsideQuotes?: string
  /** How digits are grouped (French: U+202F, as in 1 000); any locale fails on a group split by an ordinary space. */
  digitGroupSeparator?: string
  terms: { en: string; use: string; forbidden: string[]; note?: string }[]
}

const quotationMarks = /["'“”„‟‘’‚‛«»‹›]/gu
const digitGroupWithSpace = /(?<![\p{L}\p{N}])\d{1,3}(?: \d{3})+(?!\p{N})/gu
const webAddress = /https?:\/\/\S*/gu

/** The text a reader sees: the literal parts of an ICU message, `{}` where an argument or a count goes. */
export function visibleText(message: string): string {
  const flatten = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value
        if (element.type === TYPE.tag) return flatten(element.children)
        if ('options' in element)
          return Object.values(element.options)
            .map((option) => flatten(option.value))
            .join('\n')
        return '{}'
      })
      .join('')
  return flatten(parse(message))
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s')

/** A word or phrase standing on its own, not part of a longer word. */
function wordPattern(word: string, ignoreCase: boolean): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${literal(word)}(?![\\p{L}\\p{N}])`, ignoreCase ? 'iu' : 'u')
}

function termProblems(text: string, glossary: Glossary): string[] {
  return glossary.terms.flatMap((term) =>
    term.forbidden
      .filter((variant) => wordPattern(variant, true).test(text))
      .map((variant) => `"${variant}" for ${term.en} (use "${term.use}")`),
  )
}

/** A register word written with a capital (the polite 'Lei', 'Deres') counts only when so written. */
function registerProblems(text: string, glossary: Glossary): string[] {
  const words = glossary.register?.otherRegisterWords ?? []
  return words
    .filter((word) => wordPattern(word, !/^\p{Lu}/u.test(word)).test(text))
    .map((word) => `"${word}" is not the ${glossary.register?.use} register`)
}

function quoteProblems(text: string, glossary: Glossary): string[] {
  const { open, close } = glossary.quotes
  const paired = new RegExp(`${open}[^${open}${close}]*${close}`, 'gu')
  const stray = text.replace(paired, (quote) => quote.slice(1, -1)).match(quotationMarks) ?? []
  return stray
    .filter((mark) => mark !== glossary.apostrophe)
    .map((mark) => `${mark} is not ${open}…${close} nor the apostrophe ${glossary.apostrophe}`)
}

function spacingProblems(text: string, glossary: Glossary): string[] {
  const problems: string[] = []
  for (const [mark, space] of Object.entries(glossary.spaceBefore ?? {}))
    for (const match of text.matchAll(new RegExp(`(.?)${literal(mark)}`, 'gu')))
      if (match[1] !== space) problems.push(`"${match[0]}": ${mark} needs U+${codePoint(space)} before it`)
  const inside = glossary.spaceInsideQuotes
  const { open, close } = glossary.quotes
  if (inside && new RegExp(`${open}(?!${inside})|(?<!${inside})${close}`, 'u').test(text))
    problems.push(`${open}…${close} needs U+${codePoint(inside)} inside`)
  for (const [group] of text.matchAll(digitGroupWithSpace))
    problems.push(`"${group}" groups digits with a space`)
  return problems
}

const codePoint = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')

/** Every place a locale's messages break its glossary, as `key: problem`. Web addresses are not words. */
export function glossaryProblems(glossary: Glossary, messages: Record<string, string>): string[] {
  return Object.entries(messages).flatMap(([key, message]) => {
    const text = visibleText(message).replace(webAddress, '{}')
    return [
      ...termProblems(text, glossary),
      ...registerProblems(text, glossary),
      ...quoteProblems(text, glossary),
      ...spacingProblems(text, glossary),
    ].map((problem) => `${key}: ${problem}`)
  })
}
