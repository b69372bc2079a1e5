import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { hiddenCharactersMessage, multiLineText, optionalText, requiredText } from './text-rules'

describe('text rules', () => {
  it('a required text is trimmed, must be filled and has a limit', () => {
    const name = requiredText('enter a name', 5, 'too long')
    expect(name.parse('  Ada ')).toBe('Ada')
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('enter a name')
    expect(name.safeParse('Adalovelace').error?.issues[0]?.message).toBe('too long')
  })

  it('an optional text is trimmed and may stay empty', () => {
    const note = optionalText(3, 'too long')
    expect(note.parse(' ')).toBe('')
    expect(note.safeParse('four').error?.issues[0]?.message).toBe('too long')
  })
})

describe('the contracts’ characters', () => {
  it.each(['\u0000', '\u202e', '\u200b', '\u2066', '\u007f'])(
    'a text field refuses U+%s with one message',
    (character) => {
      const name = requiredText('enter a name', 50, 'too long')
      const result = name.safeParse(`Ada${character}Lovelace`)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([hiddenCharactersMessage])
      expect(
        optionalText(50, 'too long', 'own message').safeParse(`x${character}y`).error?.issues[0]?.message,
      ).toBe('own message')
    },
  )

  it('one line refuses a line feed, several lines keep it', () => {
    expect(requiredText('enter a name', 50, 'too long').safeParse('Ada\nLovelace').success).toBe(false)
    expect(z.string().check(multiLineText()).safeParse('Dear Ada,\n\tthanks').success).toBe(true)
    expect(z.string().check(multiLineText()).safeParse('Dear Ada,\u202e').success).toBe(false)
  })
})
