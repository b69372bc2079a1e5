import { stripDigits } from '#app/platform/logger'

/** The one error every failed service call becomes: a non-2xx answer, or a fetch that never got one (status 0). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly responseText: string
  readonly method: string
  readonly url: string
  readonly correlationId: string

  constructor(init: {
    status: number
    responseText: string
    method: string
    url: string
    correlationId: string
  }) {
    const path = stripDigits(new URL(init.url).pathname)
    super(
      init.status === 0
        ? `${init.method} ${path} failed: ${init.responseText}`
        : `${init.responseText} (status ${init.status}, ${init.method} ${path})`,
    )
    this.status = init.status
    this.responseText = init.responseText
    this.method = init.method
    this.url = init.url
    this.correlationId = init.correlationId
  }

  /** The path with digits stripped, safe to log. */
  get loggablePath(): string {
    return stripDigits(new URL(this.url).pathname)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
