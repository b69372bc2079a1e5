import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import { OfflineError } from '#app/platform/network-status'
import { logFailedCall } from './log-failed-call'

describe('logFailedCall', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs method, the path without digits, status and correlation id, and never the full URL', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    logFailedCall(
      new ApiError({
        status: 404,
        responseText: 'missing',
        method: 'GET',
        url: 'https://photos.api.example/albums/12345/photos?cursor=abc',
        correlationId: 'corr-9',
      }),
    )
    expect(log).toHaveBeenCalledWith('[account-area] Request failed: GET /albums//photos (status 404)', {
      correlationId: 'corr-9',
      operationId: undefined,
      kind: 'status',
      status: 404,
    })
    expect(JSON.stringify(log.mock.calls)).not.toContain('12345')
  })

  it('finds the call behind an error that wraps it, as the timeline’s month failure does', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const call = new ApiError({
      kind: 'timeout',
      status: 0,
      responseText: '',
      method: 'GET',
      url: 'https://photos.api.example/photos/2026/11',
      correlationId: 'corr-month',
    })
    logFailedCall(new Error('Request failure', { cause: call }))
    expect(log).toHaveBeenCalledWith(
      '[account-area] Request failed: GET /photos// (timeout)',
      expect.objectContaining({ correlationId: 'corr-month', kind: 'timeout' }),
    )
  })

  it('logs what it has when no call is behind the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    logFailedCall(new Error('Unable to parse response!', { cause: new TypeError('bad') }))
    expect(log).toHaveBeenCalledWith('[account-area] Request failed', {
      error: 'Error: Unable to parse response!',
    })
  })

  it('logs nothing for what the device being offline caused: a write that waited in vain, a call cut off', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cutOff = new ApiError({
      kind: 'network',
      status: 0,
      responseText: '',
      method: 'GET',
      url: 'https://photos.api.example/users/counts',
      correlationId: 'corr-offline',
    })
    vi.stubGlobal('navigator', { onLine: false })
    logFailedCall(new OfflineError())
    logFailedCall(cutOff)
    expect(log).not.toHaveBeenCalled()
    vi.stubGlobal('navigator', { onLine: true })
    logFailedCall(cutOff)
    expect(log).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
