import { describe, expect, it } from 'vitest'
import { ApiError, type ApiFailureKind } from '#app/api/api-error'
import { nextIdempotencyKey } from '#app/api/write-attempt'
import { asWriteAttempt, outcomeUnknown } from './write-attempt-scope'

const failure = (kind: ApiFailureKind, status = 0) =>
  new ApiError({
    kind,
    status,
    responseText: '',
    method: 'PUT',
    url: 'https://s.example/x',
    correlationId: 'c',
  })

describe('write attempts', () => {
  it('numbers the keys of the writes an attempt starts, and ends with it', () => {
    expect(asWriteAttempt('a', () => [nextIdempotencyKey(), nextIdempotencyKey()])).toEqual(['a.1', 'a.2'])
    expect(nextIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('restores an outer attempt after an inner one, and after a throw', () => {
    const keys = asWriteAttempt('outer', () => {
      const first = nextIdempotencyKey()
      expect(() =>
        asWriteAttempt('inner', () => {
          nextIdempotencyKey()
          throw new Error('refused')
        }),
      ).toThrow('refused')
      return [first, nextIdempotencyKey()]
    })
    expect(keys).toEqual(['outer.1', 'outer.2'])
  })

  it('counts a failure as of unknown outcome only when no answer came or the server failed', () => {
    expect(outcomeUnknown(failure('network'))).toBe(true)
    expect(outcomeUnknown(failure('timeout'))).toBe(true)
    expect(outcomeUnknown(failure('aborted'))).toBe(true)
    expect(outcomeUnknown(failure('status', 502))).toBe(true)
    expect(outcomeUnknown(failure('status', 400))).toBe(false)
    expect(outcomeUnknown(failure('status', 412))).toBe(false)
    expect(outcomeUnknown(new Error('not a call'))).toBe(false)
  })
})
