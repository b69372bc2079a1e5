import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClientFor } from '#app/api/clients'
import { abTests } from '#app/platform/ab-tests/ab-tests'
import { createMockContext, createMockServer, testServices } from '../../../mocks/node'
import { abTargetScenarios } from '../../../mocks/scenarios/ab-target'
import { fetchAbVariant } from './ab-target'

const ctx = await createMockContext()
const server = createMockServer(ctx)
const client = createClientFor('ab-target', testServices['ab-target']!)
const scenario = (id: string) => abTargetScenarios.find((candidate) => candidate.id === id)!.handlers(ctx)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('fetchAbVariant', () => {
  it('answers one of the allowed variants of each test, stable per session', async () => {
    for (const test of ['sample-test', 'CRO-1304'] as const) {
      const seen = new Set<string>()
      for (const session of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const variant = await fetchAbVariant(client, test, session)
        expect(abTests[test]).toContain(variant)
        expect(await fetchAbVariant(client, test, session)).toBe(variant)
        seen.add(variant)
      }
      expect(seen.size).toBe(2)
    }
  })

  it('falls back to control when the answer is not an allowed variant', async () => {
    server.use(...scenario('ab:invalid'))
    expect(await fetchAbVariant(client, 'sample-test', 'a')).toBe('control')
    expect(await fetchAbVariant(client, 'CRO-1304', 'a')).toBe('control')
  })

  it('falls back to control when the provider fails', async () => {
    server.use(...scenario('faults:ab-target'))
    expect(await fetchAbVariant(client, 'sample-test', 'a')).toBe('control')
  })
})
