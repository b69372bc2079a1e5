import { stripDigits } from './strip-digits'

/**
 * How a call failed: the service answered a non-2xx `status`; no answer came (`network`); none came within the
 * call's time limit (`timeout`); the caller gave up on it (`aborted`); the body was not JSON (`malformed`); or it
 * was JSON that breaks the contract (`wrong-shape`).
 */
export type ApiFailureKind = 'status' | 'network' | 'timeout' | 'aborted' | 'malformed' | 'wrong-shape'

/** The one error every failed service call becomes, whatever the kind of failure. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiFailureKind
  /** The service's answer status; 0 when no answer arrived. */
  readonly status: number
  readonly responseText: string
  readonly method: string
  readonly url: string
  readonly correlationId: string
  /** The contract's operation id, where the call named a documented path. */
  readonly operationId: string | undefined

  constructor(init: {
    kind?: ApiFailureKind
    status: number
    responseText: string
    method: string
    url: string
    correlationId: string
    operationId?: string
  }) {
    const kind = init.kind ?? (init.status === 0 ? 'network' : 'status')
    const path = stripDigits(new URL(init.url).pathname)
    super(
      kind === 'status'
        ? `${init.responseText} (status ${init.status}, ${init.method} ${path})`
        : `${init.method} ${path} failed (${kind}): ${init.responseText}`,
    )
    this.kind = kind
    this.status = init.status
    this.responseText = init.responseText
    this.method = init.method
    this.url = init.url
    this.correlationId = init.correlationId
    this.operationId = init.operationId
  }

  /** The path with digits stripped, safe to log. */
  get loggablePath(): string {
    return stripDigits(new URL(this.url).pathname)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
