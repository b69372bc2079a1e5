import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
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
})
