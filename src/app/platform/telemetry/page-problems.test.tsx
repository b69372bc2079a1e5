import { afterEach, describe, expect, it, vi } from 'vitest'

const reported = vi.hoisted(() => [] as unknown[])
vi.mock('./telemetry-queue', () => ({ reportTelemetry: (record: unknown) => reported.push(record) }))

const { listenForPageProblems } = await import('./page-problems')
listenForPageProblems()

afterEach(() => {
  reported.length = 0
})

describe('the page’s problems reported', () => {
  it('an uncaught error, with its type and message', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new TypeError('boom') }))
    expect(reported).toMatchObject([{ kind: 'uncaught-error', type: 'TypeError', message: 'boom' }])
  })

  it('not the notice that ResizeObserver notifications wait for the next frame, in either wording', () => {
    for (const message of [
      'ResizeObserver loop completed with undelivered notifications.',
      'ResizeObserver loop limit exceeded',
    ]) {
      window.dispatchEvent(new ErrorEvent('error', { message }))
    }
    expect(reported).toEqual([])
  })
})
