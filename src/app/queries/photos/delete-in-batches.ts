import { asWriteAttempt, partAttemptId, runningAttemptId } from '../write-attempt-scope'

/** Photos per DELETE /photos call, and how often failed ids are tried again (the spec's constants 500 and 3). */
export const deleteBatchSize = 500
export const maxDeleteRetries = 3

export class RetriesExceededError extends Error {
  override name = 'RetriesExceededError'
  constructor(readonly failed: string[]) {
    super('Exceeded maximum amount of retries!')
  }
}

/** One DELETE /photos call: the ids the service could not delete. A thrown error fails the whole batch. */
export type DeleteBatch = (photoIds: string[]) => Promise<string[]>

/**
 * Deletes in batches; ids that fail (listed by the service, or in a batch that errors) are tried again up to the
 * retry limit. Resolves with the deleted ids; rejects with RetriesExceededError listing those still not deleted.
 */
export async function deleteInBatches(
  photoIds: readonly string[],
  deleteBatch: DeleteBatch,
  options: { batchSize?: number; maxRetries?: number } = {},
): Promise<string[]> {
  // The run is the write attempt that started it (useOnceMutation), taken before any await: a batch sent again, by
  // the retries below or by the customer's repeat of the whole, carries the keys it carried (decision 0060).
  const run = runningAttemptId() ?? crypto.randomUUID()
  const batchSize = options.batchSize ?? deleteBatchSize
  const maxRetries = options.maxRetries ?? maxDeleteRetries
  let pending = [...new Set(photoIds)]
  for (let attempt = 0; attempt <= maxRetries && pending.length > 0; attempt++) {
    const failed: string[] = []
    for (let start = 0; start < pending.length; start += batchSize) {
      const batch = pending.slice(start, start + batchSize)
      try {
        const id = partAttemptId(run, batch.join(','))
        const notDeleted = new Set(await asWriteAttempt(id, () => deleteBatch(batch)))
        failed.push(...batch.filter((id) => notDeleted.has(id)))
      } catch {
        failed.push(...batch)
      }
    }
    pending = failed
  }
  if (pending.length > 0) throw new RetriesExceededError(pending)
  return [...new Set(photoIds)]
}
