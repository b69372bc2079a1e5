import { getResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { personas } from '../../mocks/db/personas'
import { baselineHandlers } from '../../mocks/handlers'
import { operationOf, requestHandlers } from '../../mocks/handlers/operation'
import { scenarios } from '../../mocks/scenarios/registry'
import { documentedProblems, loadContracts } from './contracts'
import { documentedName, documentedOperationKeys } from './documented-operations'
import { freshMockSession, type MockSession } from './mock-session'

const operations = loadContracts()
const key = (operation: { service: string; operationId: string }) =>
  `${operation.service}.${operation.operationId}`

describe('documents and mocks', () => {
  it('has a handler for every documented operation (HTTP, GraphQL, push) and a documented operation for every handler', async () => {
    const { ctx } = await freshMockSession()
    const handled = baselineHandlers(ctx)
      .map(operationOf)
      .filter((ref) => ref !== undefined)
      .map(documentedName)
    expect(new Set(handled).size, 'one handler per operation').toBe(handled.length)
    expect(handled.sort()).toEqual(documentedOperationKeys().sort())
    // Seeding a fresh session takes seconds on a busy 2-core machine; this is not a speed test.
  }, 30_000)

  describe.each(operations.map((operation) => [key(operation), operation] as const))('%s', (_, operation) => {
    let session: MockSession
    beforeAll(async () => {
      session = await freshMockSession()
    })

    it.each(personas.map((persona) => persona.id))(
      'answers %s with a documented, valid response',
      async (personaId) => {
        const response = await getResponse(
          session.handlers,
          session.sampleFor(operation, await session.tokenOf(personaId)),
        )
        expect(response, 'a handler answered').toBeDefined()
        expect(await documentedProblems(operation, response!)).toEqual([])
      },
    )

    if (operation.secured) {
      it('answers 401 without a bearer token, as documented', async () => {
        const response = await getResponse(session.handlers, session.sampleFor(operation, undefined))
        expect(response?.status).toBe(401)
        expect(await documentedProblems(operation, response!)).toEqual([])
      })
    }
  })

  /**
   * What each operation answers under a scenario, with the ways each answer departs from its document. A latency
   * scenario's waits (msw's delay, up to 30 s) pass on fake timers, moved on until every answer is in.
   */
  async function answersUnder(scenario: (typeof scenarios)[number]) {
    const session = await freshMockSession()
    const handlers = [...requestHandlers(scenario.handlers(session.ctx)), ...session.handlers]
    const token = await session.tokenOf('consumer')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let answered = false
      const answers = Promise.all(
        operations.map(async (operation) => {
          const response = await getResponse(handlers, session.sampleFor(operation, token))
          return { operation: key(operation), problems: await documentedProblems(operation, response!) }
        }),
      ).finally(() => {
        answered = true
      })
      while (!answered) await vi.advanceTimersByTimeAsync(1_000)
      return await answers
    } finally {
      vi.useRealTimers()
    }
  }

  describe.each(
    scenarios.filter((scenario) => !scenario.offContract).map((scenario) => [scenario.id, scenario] as const),
  )('scenario %s', (_, scenario) => {
    it('answers only what the documents allow', async () => {
      const results = await answersUnder(scenario)
      expect(results.filter((result) => result.problems.length > 0)).toEqual([])
    }, 15_000)
  })

  describe.each(
    scenarios.filter((scenario) => scenario.offContract).map((scenario) => [scenario.id, scenario] as const),
  )('off-contract scenario %s', (_, scenario) => {
    it('does answer off its document, as it says it does', async () => {
      const results = await answersUnder(scenario)
      expect(results.filter((result) => result.problems.length > 0).length).toBeGreaterThan(0)
    }, 15_000)
  })
})
