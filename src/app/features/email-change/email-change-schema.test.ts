import { describe, expect, it } from 'vitest'
import { emailChangeMessages, emailChangeSchema } from './email-change-schema'

const schema = emailChangeSchema('Alex.Morgan@example.com')
const messageOf = (email: string) => schema.safeParse({ email }).error?.issues[0]?.message

describe('the e-mail change schema', () => {
  it('takes a valid new address, without the spaces around it', () => {
    expect(schema.parse({ email: '  alex@example.org ' })).toEqual({ email: 'alex@example.org' })
  })

  it('refuses what is not an e-mail address', () => {
    for (const email of ['', 'alex', 'alex@', '@example.com', 'alex example@example.com'])
      expect(messageOf(email), email).toBe(emailChangeMessages.invalid)
  })

  it('refuses an address longer than the service accepts', () => {
    expect(messageOf(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`)).toBe(
      emailChangeMessages.invalid,
    )
  })

  it('refuses the current address in any case', () => {
    expect(messageOf('alex.morgan@EXAMPLE.com')).toBe(emailChangeMessages.same)
    expect(messageOf(' Alex.Morgan@example.com')).toBe(emailChangeMessages.same)
  })

  it('without a known current address, checks only the format', () => {
    expect(emailChangeSchema(undefined).safeParse({ email: 'alex.morgan@example.com' }).success).toBe(true)
  })
})
