import { ApiError } from '#app/api/api-error'
import { contentKey } from '#app/api/content-key'
import { runningAttempt } from '#app/api/write-attempt'

/**
 * Runs `send` as one attempt of a write (useOnceMutation): the writes it starts synchronously, before its first
 * await, carry keys made of the attempt's id and their order. The same attempt sent again after a failure whose
 * outcome is unknown sends the same keys, so a service that applied the first copy drops the second. A write started
 * after an await inside `send` is past this scope and carries a key of its own (decision 0060).
 */
export function asWriteAttempt<T>(id: string, send: () => T): T {
  const before = runningAttempt.current
  runningAttempt.current = { id, started: 0 }
  try {
    return send()
  } finally {
    runningAttempt.current = before
  }
}

/** The id of the write attempt running now, if one is. */
export const runningAttemptId = (): string | undefined => runningAttempt.current?.id

/**
 * The attempt id of one part of a longer write (a batch of a batched deletion or copy): the same for the same part
 * of the same run, so a part sent again after a failure of unknown outcome carries the same keys, and another for
 * a part with other content (a service refuses a key reused for another request).
 */
export function partAttemptId(run: string, content: string): string {
  return `${run}.${contentKey(content)}`
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
