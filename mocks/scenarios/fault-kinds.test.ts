// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiError, isApiError } from '../../src/app/api/api-error'
import { createClientFor } from '../../src/app/api/clients'
import { mockServerForTests } from '../../tests/mock-server-for-tests'
import { signInAs } from '../../tests/render-with-platform'
import { faultKindScenario } from './fault-kinds'
import { faultKindsFor, faultTargets } from './fault-targets'
import { findScenarios } from './registry'

const { ctx, server } = await mockServerForTests()

/** The photo service's account counts under one fault kind, as the app's client sees them. */
async function countsUnder(kind: string): Promise<{ data?: unknown; error?: ApiError }> {
  await signInAs(ctx, 'consumer')
  return countsNow(kind)
}

/** The same, signed in already: the call (and its time limit) starts before this returns. */
function countsNow(kind: string): Promise<{ data?: unknown; error?: ApiError }> {
  server.use(
    ...findScenarios([`fault:getAccountCounts:${kind}`]).flatMap((scenario) => scenario.handlers(ctx)),
  )
  const client = createClientFor('photos', ctx.services.photos!)
  return client.GET('/users/counts').then(
    ({ data }) => ({ data }),
    (error: unknown) => ({ error: isApiError(error) ? error : undefined }),
  )
}

describe('fault kinds', () => {
  afterEach(() => vi.useRealTimers())

  it('exist for every documented operation, body faults only where a body is documented', () => {
    expect(faultTargets.length).toBeGreaterThan(80)
    const deleteAlbum = faultTargets.find((target) => target.operationId === 'deleteAlbum')!
    expect(faultKindsFor(deleteAlbum)).not.toContain('wrong-shape')
    const counts = faultTargets.find((target) => target.operationId === 'getAccountCounts')!
    expect(faultKindsFor(counts)).toEqual([
      '500',
      'network',
      'timeout',
      'hang',
      'malformed',
      'wrong-shape',
      '429',
      '401',
    ])
    expect(faultKindScenario('fault:getAccountCounts:hang')?.group).toBe('Faults: photos')
    expect(faultKindScenario('storage:critical')).toBeUndefined()
    expect(() => faultKindScenario('fault:noSuchOperation:500')).toThrow('Unknown operation')
    expect(() => faultKindScenario('fault:deleteAlbum:wrong-shape')).toThrow('cannot have')
  })

  it('reach the app as the failure of their kind', async () => {
    expect((await countsUnder('500')).error).toMatchObject({ kind: 'status', status: 500 })
    expect((await countsUnder('429')).error).toMatchObject({ kind: 'status', status: 429 })
    expect((await countsUnder('network')).error).toMatchObject({ kind: 'network' })
    expect((await countsUnder('malformed')).error).toMatchObject({ kind: 'malformed', status: 200 })
    expect((await countsUnder('wrong-shape')).error).toMatchObject({ kind: 'wrong-shape', status: 200 })
  })

  it('401 is a token refused once, as when it was revoked mid-session: the next call goes through', async () => {
    expect((await countsUnder('401')).error).toMatchObject({ kind: 'status', status: 401 })
    const { data } = await createClientFor('photos', ctx.services.photos!).GET('/users/counts')
    expect(data).toMatchObject({ photosCount: expect.any(Number) })
  })

  it('a call that hangs, or answers after two minutes, fails at the app’s time limit', async () => {
    await signInAs(ctx, 'consumer')
    await createClientFor('photos', ctx.services.photos!).GET('/users/counts') // the contract's schemas loaded
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const kind of ['hang', 'timeout']) {
      const call = countsNow(kind)
      await vi.advanceTimersByTimeAsync(15_000)
      expect((await call).error).toMatchObject({ kind: 'timeout', operationId: 'getAccountCounts' })
    }
  })
})
