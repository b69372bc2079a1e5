import { describe, expect, it } from 'vitest'
import { optionalText, requiredText } from './text-rules'

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
