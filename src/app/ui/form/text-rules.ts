import { z } from 'zod/mini'

/** A text field that must be filled: trimmed, at least one character, at most `max` (zod/mini, as every schema). */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }))

/** A text field that may stay empty: trimmed, at most `max`. */
export const optionalText = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))
