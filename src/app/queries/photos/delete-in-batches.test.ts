import { describe, expect, it } from 'vitest'
import { nextIdempotencyKey } from '#app/api/write-attempt'
import { asWriteAttempt } from '../write-attempt-scope'
import { type DeleteBatch, deleteInBatches, RetriesExceededError } from './delete-in-batches'

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`)

describe('deleteInBatches', () => {
  it('sends at most the batch size per call', async () => {
    const calls: number[] = []
    const deleted = await deleteInBatches(ids(1234), async (batch) => {
      calls.push(batch.length)
      return []
    })
    expect(calls).toEqual([500, 500, 234])
    expect(deleted).toHaveLength(1234)
  })

  it('tries failed ids again, and succeeds when they go through', async () => {
    const attempts = new Map<string, number>()
    const deleted = await deleteInBatches(ids(10), async (batch) =>
      batch.filter((id) => {
        attempts.set(id, (attempts.get(id) ?? 0) + 1)
        return id === 'p3' && attempts.get(id)! < 3
      }),
    )
    expect(deleted).toHaveLength(10)
    expect(attempts.get('p3')).toBe(3)
    expect(attempts.get('p4')).toBe(1)
  })

  it('treats a failing call as all of its ids failing', async () => {
    let calls = 0
    const deleted = await deleteInBatches(ids(3), async () => {
      calls++
      if (calls === 1) throw new Error('500')
      return []
    })
    expect(deleted).toEqual(['p0', 'p1', 'p2'])
  })

  it('gives up after the retry limit with the ids still not deleted', async () => {
    let calls = 0
    const failure = await deleteInBatches(ids(4), async (batch) => {
      calls++
      return batch.filter((id) => id === 'p1')
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RetriesExceededError)
    expect((failure as RetriesExceededError).message).toBe('Exceeded maximum amount of retries!')
    expect((failure as RetriesExceededError).failed).toEqual(['p1'])
    expect(calls).toBe(4)
  })
})

describe('deleteInBatches and Idempotency-Keys (decision 0060)', () => {
  /** The key each call's write takes, as the service middleware takes it. */
  async function keysOf(run: (deleteBatch: DeleteBatch) => Promise<unknown>) {
    const keys: string[] = []
    await run(async (batch) => {
      keys.push(nextIdempotencyKey())
      return batch
    }).catch(() => undefined)
    return keys
  }

  it('a batch sent again after its call failed carries the key it carried; another batch another key', async () => {
    const keys: string[] = []
    let calls = 0
    await deleteInBatches(ids(600), async (_batch) => {
      keys.push(nextIdempotencyKey())
      calls += 1
      if (calls === 1) throw new Error('no answer')
      return []
    })
    // Batch 1 (500) fails, batch 2 (100) goes; then batch 1 again.
    expect(keys).toHaveLength(3)
    expect(keys[2]).toBe(keys[0])
    expect(keys[1]).not.toBe(keys[0])
  })

  it('a run started by a write attempt keeps its keys when the attempt is repeated, and a new run has new ones', async () => {
    const inAttempt = () => asWriteAttempt('attempt-1', () => keysOf((send) => deleteInBatches(ids(3), send)))
    const first = await inAttempt()
    expect(await inAttempt()).toEqual(first)
    expect(await keysOf((send) => deleteInBatches(ids(3), send))).not.toEqual(first)
  })
})
