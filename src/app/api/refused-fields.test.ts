import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { refusedFieldsOf } from './refused-fields'

const failure = (status: number, responseText: string) =>
  new ApiError({ status, responseText, method: 'POST', url: 'https://x.test/a', correlationId: 'c' })
const messages = { postalCode: 'Postal Code must be valid', phoneNumber: 'Phone number must be valid' }

describe('refusedFieldsOf', () => {
  it('names the fields whose texts a 400 holds in its details', () => {
    const error = failure(
      400,
      JSON.stringify({ message: 'x', details: ['Phone number must be valid', 'other'] }),
    )
    expect(refusedFieldsOf(error, messages)).toEqual(['phoneNumber'])
  })

  it.each([
    ['a 500', failure(500, JSON.stringify({ details: ['Phone number must be valid'] }))],
    ['a 400 without details', failure(400, JSON.stringify({ message: 'x' }))],
    ['a 400 that is not JSON', failure(400, 'Bad Request')],
    ['not an ApiError', new Error('x')],
  ])('names none for %s', (_, error) => {
    expect(refusedFieldsOf(error, messages)).toEqual([])
  })
})
