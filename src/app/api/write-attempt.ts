import { ApiError } from './api-error'

/** The header every write carries, so a service may drop a repeat (draft-ietf-httpapi-idempotency-key-header). */
export const idempotencyKeyHeader = 'Idempotency-Key'

interface Attempt {
  id: string
  /** How many writes this attempt has started so far: the n-th write of a repeat carries the n-th key again. */
  started: number
}

let current: Attempt | undefined

/**
 * Runs `send` as one attempt of a write (useOnceMutation): the writes it starts synchronously, before its first
 * await, carry keys made of the attempt's id and their order. The same attempt sent again after a failure whose
 * outcome is unknown sends the same keys, so a service that applied the first copy drops the second. A write started
 * after an await inside `send` is past this scope and carries a key of its own (decision 0060).
 */
export function asWriteAttempt<T>(id: string, send: () => T): T {
  const before = current
  current = { id, started: 0 }
  try {
    return send()
  } finally {
    current = before
  }
}

/** The key of a write starting now: the next of the running attempt's, or a new one. */
export function nextIdempotencyKey(): string {
  if (!current) return crypto.randomUUID()
  current.started += 1
  return `${current.id}.${current.started}`
}

/**
 * Whether a write that failed so may have been applied by the service all the same: no answer came (the connection,
 * the time limit, an abort) or a server error did. A repeat of it keeps its keys; after any other failure the service
 * said it did nothing, and a repeat is a new attempt.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return (
    error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted' || error.status >= 500
  )
}
