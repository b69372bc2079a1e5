import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'

/**
 * A form of the other register: a regular expression over the visible text, in any case unless `caseSensitive`
 * (a polite 'De' inside a sentence, an imperative at a sentence's start), and what it `reads` as.
 */
export type RegisterForm = { pattern: string; reads: string; caseSensitive?: boolean }

/**
 * A term of the glossary: the one translation `use`d, the `forbidden` variants, and where the term is required:
 * when en-GB's message has one of `enWords` (whole words, any case), the translation must have one of `required`
 * (anywhere, any case, so that a compound or an inflected form counts: "Gutschein" in "Gutscheincode").
 */
export type Term = {
  en: string
  use: string
  forbidden: string[]
  note?: string
  enWords?: string[]
  required?: string[]
}

/** A locale's entry in docs/glossary: its terms, its register, its quotation marks and its spacing. */
export type Glossary = {
  locale: string
  register?: {
    use: string
    otherRegisterWords: string[]
    /** The other register's verb forms and possessives ('Versuch es', 'Introduzca', 'Saisis'). */
    otherRegisterForms?: RegisterForm[]
  }
  quotes: { open: string; close: string }
  apostrophe: string
  /** The space a mark must follow (French: `{ ":": "\u00a0", "?": "\u202f", … }`). */
  spaceBefore?: Record<string, string>
  /** The space inside the quotation marks (French: `« … »` with U+00A0). */
  spaceInsideQuotes?: string
  /** How digits are grouped (French: U+202F, as in 1 000); any locale fails on a group split by an ordinary space. */
  digitGroupSeparator?: string
  terms: Term[]
  /**
   * The locale's one phrasing where it has a choice ('Non è stato possibile…', not 'Impossibile…'), or its one word
   * order: patterns of the phrasing not used (any case unless `caseSensitive`), and what to write instead.
   */
  phrasing?: { pattern: string; use: string; caseSensitive?: boolean }[]
  /** Messages that read the same as in English and are right so (a unit, a key's name, a word both languages use). */
  keptAsInEnglish?: string[]
  /** en-GB sources translated differently by context, each with the reason ('Delete': the key is labelled Entf). */
  variesByContext?: Record<string, string>
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
function wordPattern(word: string, ignoreCase: boolean, global = false): RegExp {
  const flags = `${ignoreCase ? 'i' : ''}${global ? 'g' : ''}u`
  return new RegExp(`(?<![\\p{L}\\p{N}])${literal(word)}(?![\\p{L}\\p{N}])`, flags)
}

/** A required form, in any case and anywhere; "…" stands for the words between a split verb's parts ("laden … hoch"). */
const requiredForm = (form: string) =>
  new RegExp(
    form
      .split('…')
      .map((part) => literal(part.trim()))
      .join('[^.!?\\n]*?'),
    'iu',
  )

/** What a message shows (`text`), its en-GB source's visible text if any, and both as written. */
type Reading = { text: string; englishText?: string; message: string; english?: string }
/** One of the reviewer's readings, built once per glossary: the problems it finds in one message. */
type Review = (reading: Reading) => string[]

function forbiddenTerms(glossary: Glossary): Review {
  const variants = glossary.terms.flatMap((term) =>
    term.forbidden.map((variant) => ({ term, variant, pattern: wordPattern(variant, true) })),
  )
  return ({ text }) =>
    variants
      .filter(({ pattern }) => pattern.test(text))
      .map(({ term, variant }) => `"${variant}" for ${term.en} (use "${term.use}")`)
}

/**
 * The other register: its words (a word written with a capital, the polite 'Lei', 'Deres', counts only when so
 * written), and its verb forms and possessives, which the glossary gives as patterns.
 */
function otherRegister(glossary: Glossary): Review {
  const register = glossary.register
  if (!register) return () => []
  const words = register.otherRegisterWords.map((word) => ({
    word,
    pattern: wordPattern(word, !/^\p{Lu}/u.test(word)),
  }))
  const forms = (register.otherRegisterForms ?? []).map(({ pattern, reads, caseSensitive }) => ({
    reads,
    pattern: new RegExp(pattern, caseSensitive ? 'u' : 'iu'),
  }))
  return ({ text }) => [
    ...words
      .filter(({ pattern }) => pattern.test(text))
      .map(({ word }) => `"${word}" is not the ${register.use} register`),
    ...forms.flatMap(({ pattern, reads }) => {
      const found = pattern.exec(text)
      return found ? [`"${found[0]}" is ${reads}, not the ${register.use} register`] : []
    }),
  ]
}

/**
 * A term the glossary requires where en-GB names it, missing from the translation. A word inside another term's
 * longer phrase counts for that term only: "photo book" asks for the photo book's word, not for the photo's.
 */
function missingTerms(glossary: Glossary): Review {
  const phrases = glossary.terms.flatMap((term) => term.enWords ?? []).filter((word) => word.includes(' '))
  const required = glossary.terms.flatMap((term) => {
    if (!term.enWords || !term.required) return []
    const own = term.enWords
    const longer = phrases
      .filter((phrase) => !own.includes(phrase) && own.some((word) => wordPattern(word, true).test(phrase)))
      .map((phrase) => wordPattern(phrase, true, true))
    return [
      {
        term,
        longer,
        named: own.map((word) => ({ word, pattern: wordPattern(word, true) })),
        forms: term.required.map(requiredForm),
      },
    ]
  })
  return ({ text, englishText }) =>
    englishText === undefined
      ? []
      : required.flatMap(({ term, longer, named, forms }) => {
          const english = longer.reduce((rest, phrase) => rest.replace(phrase, ' '), englishText)
          const word = named.find(({ pattern }) => pattern.test(english))?.word
          if (!word || forms.some((form) => form.test(text))) return []
          return [
            `en-GB says "${word}", but no "${term.required?.join('" nor "')}" (${term.en}: use "${term.use}")`,
          ]
        })
}

function otherPhrasing(glossary: Glossary): Review {
  const phrasings = (glossary.phrasing ?? []).map(({ pattern, use, caseSensitive }) => ({
    use,
    pattern: new RegExp(pattern, caseSensitive ? 'u' : 'iu'),
  }))
  return ({ text }) =>
    phrasings.flatMap(({ pattern, use }) => {
      const found = pattern.exec(text)
      return found ? [`"${found[0]}" is not the locale’s phrasing (${use})`] : []
    })
}

/** A message left as en-GB wrote it, unless it reads so in this language too (the glossary's keptAsInEnglish). */
function englishLeftover(glossary: Glossary): Review {
  const kept = new Set(glossary.keptAsInEnglish ?? [])
  return ({ text, message, english }) =>
    message === english && /\p{L}/u.test(text) && !kept.has(message) ? [`left in English ("${message}")`] : []
}

function quotes(glossary: Glossary): Review {
  const { open, close } = glossary.quotes
  const paired = new RegExp(`${open}[^${open}${close}]*${close}`, 'gu')
  return ({ text }) =>
    (text.replace(paired, (quote) => quote.slice(1, -1)).match(quotationMarks) ?? [])
      .filter((mark) => mark !== glossary.apostrophe)
      .map((mark) => `${mark} is not ${open}…${close} nor the apostrophe ${glossary.apostrophe}`)
}

function spacing(glossary: Glossary): Review {
  const before = Object.entries(glossary.spaceBefore ?? {}).map(([mark, space]) => ({
    mark,
    space,
    pattern: new RegExp(`(.?)${literal(mark)}`, 'gu'),
  }))
  const inside = glossary.spaceInsideQuotes
  const { open, close } = glossary.quotes
  const bareQuote = inside ? new RegExp(`${open}(?!${inside})|(?<!${inside})${close}`, 'u') : undefined
  return ({ text }) => {
    const problems: string[] = []
    for (const { mark, space, pattern } of before)
      for (const match of text.matchAll(pattern))
        if (match[1] !== space) problems.push(`"${match[0]}": ${mark} needs U+${codePoint(space)} before it`)
    if (inside && bareQuote?.test(text)) problems.push(`${open}…${close} needs U+${codePoint(inside)} inside`)
    for (const [group] of text.matchAll(digitGroupWithSpace))
      problems.push(`"${group}" groups digits with a space`)
    return problems
  }
}

const codePoint = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')

const readerTexts = new Map<string, string>()
/** The visible text without web addresses, parsed once per message (the fixtures read each locale many times). */
function readerText(message: string): string {
  let text = readerTexts.get(message)
  if (text === undefined) {
    text = visibleText(message).replace(webAddress, '{}')
    readerTexts.set(message, text)
  }
  return text
}

/**
 * Every place a locale's messages break its glossary, as `key: problem`, as a native reviewer would list them: a
 * forbidden variant, the other register (its pronouns, possessives and verb forms), a required term missing where
 * en-GB names it, a phrasing the locale does not use, a message left in English, one English source translated two
 * ways, quotation marks and spacing. Web addresses are not words. Without `english` (en-GB's messages) only what a
 * message shows on its own is checked.
 */
export function glossaryProblems(
  glossary: Glossary,
  messages: Record<string, string>,
  english: Record<string, string> = {},
): string[] {
  const reviews = [
    forbiddenTerms,
    otherRegister,
    missingTerms,
    otherPhrasing,
    englishLeftover,
    quotes,
    spacing,
  ].map((review) => review(glossary))
  const oneSource = oneTranslationPerSource(glossary, messages, english)
  return Object.entries(messages).flatMap(([key, message]) => {
    const source = english[key]
    const reading: Reading = {
      text: readerText(message),
      message,
      ...(source === undefined ? {} : { english: source, englishText: readerText(source) }),
    }
    return [...reviews.flatMap((review) => review(reading)), ...(oneSource.get(key) ?? [])].map(
      (problem) => `${key}: ${problem}`,
    )
  })
}

/**
 * One English source, one translation: a key whose en-GB text another key also has, translated differently from
 * the first such key, unless the glossary says the source varies by context.
 */
function oneTranslationPerSource(
  glossary: Glossary,
  messages: Record<string, string>,
  english: Record<string, string>,
): Map<string, string[]> {
  const first = new Map<string, string>()
  const problems = new Map<string, string[]>()
  for (const [key, message] of Object.entries(messages)) {
    const source = english[key]
    if (source === undefined || glossary.variesByContext?.[source] !== undefined) continue
    const earlier = first.get(source)
    if (earlier === undefined) first.set(source, key)
    else if (messages[earlier] !== message)
      problems.set(key, [`en-GB’s "${source}" is "${messages[earlier]}" in ${earlier}, here "${message}"`])
  }
  return problems
}
