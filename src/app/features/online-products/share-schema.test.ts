import { describe, expect, it } from 'vitest'
import { shareMessages, shareSchema } from './share-schema'

const valid = { senderName: 'Alex', recipientEmail: 'kim.lee@example.com', personalMessage: '' }
const messagesOf = (values: typeof valid) => {
  const result = shareSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

describe('shareSchema', () => {
  it('accepts a name, an e-mail address and no message, trimmed', () => {
    expect(
      shareSchema.parse({ ...valid, senderName: '  Alex ', recipientEmail: ' kim.lee@example.com ' }),
    ).toEqual(valid)
  })

  it('asks for a name', () => {
    expect(messagesOf({ ...valid, senderName: '   ' })).toEqual({ senderName: shareMessages.senderName })
  })

  it('asks for a valid e-mail address', () => {
    for (const recipientEmail of ['', 'kim.lee', 'kim@', 'kim lee@example.com'])
      expect(messagesOf({ ...valid, recipientEmail })).toEqual({
        recipientEmail: shareMessages.recipientEmail,
      })
  })

  it('keeps the name and the message within the service’s limits', () => {
    expect(messagesOf({ ...valid, senderName: 'a'.repeat(101), personalMessage: 'b'.repeat(1001) })).toEqual({
      senderName: shareMessages.tooLong,
      personalMessage: shareMessages.tooLong,
    })
    expect(messagesOf({ ...valid, senderName: 'a'.repeat(100), personalMessage: 'b'.repeat(1000) })).toEqual(
      {},
    )
  })
})
