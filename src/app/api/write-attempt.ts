/** The header every write carries, so a service may drop a repeat (draft-ietf-httpapi-idempotency-key-header). */
export const idempotencyKeyHeader = 'Idempotency-Key'

/**
 * The write attempt running now (queries/write-attempt-scope.ts sets it): its id, and how many writes it has started
 * so far, so the n-th write of a repeat carries the n-th key again (decision 0060).
 */
export const runningAttempt: { current?: { id: string; started: number } | undefined } = {}

/** The key of a write starting now: the next of the running attempt's, or a new one. */
export function nextIdempotencyKey(): string {
  const attempt = runningAttempt.current
  return attempt ? `${attempt.id}.${++attempt.started}` : crypto.randomUUID()
}
