import { describe, expect, it } from 'vitest'
import { deleteInBatches, RetriesExceededError } from './delete-in-batches'

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
