// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { readSenderName, rememberSenderName, senderNameStorageKey } from './sender-name'

describe('the remembered sender name', () => {
  beforeEach(() => localStorage.clear())

  it('is empty at first and the last one used afterwards', () => {
    expect(readSenderName(localStorage)).toBe('')
    rememberSenderName(localStorage, 'Alex Morgan')
    expect(localStorage.getItem(senderNameStorageKey)).toBe('Alex Morgan')
    expect(readSenderName(localStorage)).toBe('Alex Morgan')
  })

  it('is empty, without an error, when storage cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    } as unknown as Storage
    expect(() => rememberSenderName(broken, 'Alex')).not.toThrow()
    expect(readSenderName(broken)).toBe('')
    expect(readSenderName(undefined)).toBe('')
  })
})
