import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import {
  type ChangedElsewhereError,
  ifMatch,
  isChangedElsewhere,
  refusingStaleWrites,
} from './changed-elsewhere'

const refused = (status: number) =>
  new ApiError({
    status,
    responseText: '{}',
    method: 'PUT',
    url: 'http://localhost/customers/me',
    correlationId: 'c-1',
  })

describe('refusingStaleWrites', () => {
  it('answers the write, reading nothing, when it succeeds', async () => {
    const readCurrent = vi.fn()
    await expect(refusingStaleWrites(async () => 'saved', readCurrent)).resolves.toBe('saved')
    expect(readCurrent).not.toHaveBeenCalled()
  })

  it('on 412 reads the current data and fails with it, the refused call as the cause (its correlation id)', async () => {
    const failure = await refusingStaleWrites(
      () => Promise.reject(refused(412)),
      async () => ({ lastName: 'Jansen' }),
    ).catch((error: unknown) => error)
    expect(isChangedElsewhere(failure)).toBe(true)
    expect((failure as ChangedElsewhereError<unknown>).current).toEqual({ lastName: 'Jansen' })
    expect(((failure as Error).cause as ApiError).correlationId).toBe('c-1')
  })

  it('any other failure, or a 412 whose current data cannot be read, fails as it came', async () => {
    const other = refused(500)
    await expect(refusingStaleWrites(() => Promise.reject(other), vi.fn())).rejects.toBe(other)
    const stale = refused(412)
    await expect(
      refusingStaleWrites(
        () => Promise.reject(stale),
        () => Promise.reject(new Error('offline')),
      ),
    ).rejects.toBe(stale)
  })
})

describe('ifMatch', () => {
  it('sends the tag, and no header without one', () => {
    expect(ifMatch('"a1"')).toEqual({ 'If-Match': '"a1"' })
    expect(ifMatch(undefined)).toEqual({})
  })
})
