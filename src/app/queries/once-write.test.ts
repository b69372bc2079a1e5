// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import { nextIdempotencyKey } from '#app/api/write-attempt'
import { onceWrite } from './once-write'

afterEach(() => vi.restoreAllMocks())

const lost = new ApiError({
  kind: 'network',
  status: 0,
  responseText: 'Failed to fetch',
  method: 'DELETE',
  url: 'https://s.example/v1/widget/PC-1',
  correlationId: 'c',
})

/** A write that waits until `answer` is called, and counts what it was sent. */
function heldWrite() {
  const sent: string[] = []
  const answers: (() => void)[] = []
  const write = vi.fn(
    (code: string) =>
      new Promise<string>((resolve) => {
        sent.push(code)
        answers.push(() => resolve(code))
      }),
  )
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer()
  }
  return { write, sent, answerAll }
}

describe('onceWrite', () => {
  it('asked again while the same write is in flight, answers with it and sends nothing more', async () => {
    const { write, sent, answerAll } = heldWrite()
    const remove = onceWrite(write)
    const first = remove('PC-1')
    const second = remove('PC-1')
    await vi.waitFor(() => expect(sent).toEqual(['PC-1']))
    expect(second).toBe(first)
    answerAll()
    await expect(first).resolves.toBe('PC-1')
    // Once it has answered, asking again is a new write.
    const again = remove('PC-1')
    await vi.waitFor(() => expect(sent).toEqual(['PC-1', 'PC-1']))
    answerAll()
    await again
  })

  it('sends writes for other variables beside it', async () => {
    const { write, sent, answerAll } = heldWrite()
    const remove = onceWrite(write)
    const both = Promise.all([remove('PC-1'), remove('PC-2')])
    await vi.waitFor(() => expect(sent).toEqual(['PC-1', 'PC-2']))
    answerAll()
    await expect(both).resolves.toEqual(['PC-1', 'PC-2'])
  })

  it('asked again after a failure of unknown outcome, is the same attempt: the same Idempotency-Key', async () => {
    const keys: string[] = []
    const remove = onceWrite(async (code: string) => {
      keys.push(nextIdempotencyKey())
      if (keys.length === 1) throw lost
      return code
    })
    await expect(remove('PC-1')).rejects.toBe(lost)
    await expect(remove('PC-1')).resolves.toBe('PC-1')
    await expect(remove('PC-1')).resolves.toBe('PC-1')
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('keeps the attempt of each write whose outcome is unknown, whatever others settle meanwhile', async () => {
    const keys: Record<string, string[]> = { 'PC-1': [], 'PC-2': [] }
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const remove = onceWrite(async (code: string) => {
      keys[code]!.push(nextIdempotencyKey())
      if (code === 'PC-1' && keys[code]!.length === 1) {
        await held
        throw lost
      }
      return code
    })
    const first = remove('PC-1')
    await expect(remove('PC-2')).resolves.toBe('PC-2')
    release()
    await expect(first).rejects.toBe(lost)
    await expect(remove('PC-1')).resolves.toBe('PC-1')
    expect(keys['PC-1']![1]).toBe(keys['PC-1']![0])
  })
})
