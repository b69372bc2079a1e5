import { z } from 'zod/mini'
import { inputRules } from '../../../generated/input-rules'

/** The message of a text that holds a character the contracts refuse (one for every field, in every form). */
export const hiddenCharactersMessage = 'form.error.hiddenCharacters'

/**
 * The contracts' SingleLineText (openapi/customers.yaml and others, through src/generated/input-rules.ts): no control,
 * text-direction or zero-width characters, so what is stored reads as it was typed.
 */
export const singleLineText = (message: string = hiddenCharactersMessage, { abort = false } = {}) =>
  z.regex(inputRules.singleLineText.pattern, { error: message, abort })

/** The contracts' MultiLineText: as a single line, with tabs and line feeds. */
export const multiLineText = (message: string = hiddenCharactersMessage) =>
  z.regex(inputRules.multiLineText.pattern, { error: message })

/**
 * A text field that must be filled: trimmed, at least one character, one line of the contracts' characters
 * (`characters`: the message when not), at most `max` (zod/mini, as every schema).
 */
export const requiredText = (message: string, max: number, tooLong: string, characters?: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      singleLineText(characters),
      z.maxLength(max, { error: tooLong }),
    )

/** A text field that may stay empty: trimmed, one line of the contracts' characters, at most `max`. */
export const optionalText = (max: number, tooLong: string, characters?: string) =>
  z.string().check(z.trim(), singleLineText(characters), z.maxLength(max, { error: tooLong }))
