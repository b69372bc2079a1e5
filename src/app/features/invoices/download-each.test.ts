import { describe, expect, it } from 'vitest'
import { type DownloadState, downloadEach } from './download-each'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('downloadEach', () => {
  it('saves one file per request, two at a time, and reports each file’s state', async () => {
    const pending = new Map<string, ReturnType<typeof deferred>>()
    const states: [string, DownloadState][] = []
    const running = downloadEach(
      ['a', 'b', 'c'],
      (item) => {
        const call = deferred()
        pending.set(item, call)
        return call.promise
      },
      (item, state) => states.push([item, state]),
    )
    await Promise.resolve()
    expect([...pending.keys()]).toEqual(['a', 'b'])
    pending.get('a')?.resolve()
    await new Promise((done) => setTimeout(done))
    expect([...pending.keys()]).toEqual(['a', 'b', 'c'])
    pending.get('b')?.reject(new Error('500'))
    pending.get('c')?.resolve()
    await running
    expect(states).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
      ['c', 'waiting'],
      ['a', 'saving'],
      ['b', 'saving'],
      ['a', 'saved'],
      ['c', 'saving'],
      ['b', 'failed'],
      ['c', 'saved'],
    ])
  })

  it('does nothing for no files', async () => {
    const states: unknown[] = []
    await downloadEach(
      [],
      async () => {},
      (...change) => states.push(change),
    )
    expect(states).toEqual([])
  })
})
