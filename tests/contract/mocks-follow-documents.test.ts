import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { findUser } from '../../mocks/db/database'
import { personas, subjectOf } from '../../mocks/db/personas'
import { baselineHandlers } from '../../mocks/handlers'
import { operationOf, requestHandlers } from '../../mocks/handlers/operation'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import { scenarios } from '../../mocks/scenarios/registry'
import { type DocumentedOperation, documentedProblems, loadContracts } from './contracts'
import { sampleRequest } from './samples/index'

const operations = loadContracts()
const ctx = await createMockContext()
const baseline = requestHandlers(baselineHandlers(ctx))
const key = (operation: { service: string; operationId: string }) =>
  `${operation.service}.${operation.operationId}`

async function tokenOf(personaId: string) {
  return (await issueTokens(findUser(ctx.db, subjectOf(personaId))!, 'http://localhost/__mock-idp'))
    .access_token
}

function requestFor(operation: DocumentedOperation, token: string | undefined) {
  const sample = sampleRequest(operation)
  const url = new URL(`${ctx.services[operation.service]}${sample.path}`)
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value)
  return new Request(url, {
    method: operation.method.toUpperCase(),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
  })
}

describe('documents and mocks', () => {
  it('has a handler for every documented operation and a documented operation for every handler', () => {
    const handled = baseline
      .map(operationOf)
      .filter((ref) => ref !== undefined)
      .map(key)
    expect(new Set(handled).size, 'one handler per operation').toBe(handled.length)
    expect(handled.sort()).toEqual(operations.map(key).sort())
  })

  describe.each(operations.map((operation) => [key(operation), operation] as const))('%s', (_, operation) => {
    it.each(personas.map((persona) => persona.id))(
      'answers %s with a documented, valid response',
      async (personaId) => {
        const response = await getResponse(baseline, requestFor(operation, await tokenOf(personaId)))
        expect(response, 'a handler answered').toBeDefined()
        expect(await documentedProblems(operation, response!)).toEqual([])
      },
    )

    it.runIf(operation.secured)('answers 401 without a bearer token, as documented', async () => {
      const response = await getResponse(baseline, requestFor(operation, undefined))
      expect(response?.status).toBe(401)
      expect(await documentedProblems(operation, response!)).toEqual([])
    })
  })

  describe.each(scenarios.map((scenario) => [scenario.id, scenario] as const))(
    'scenario %s',
    (_, scenario) => {
      it('answers only what the documents allow', async () => {
        const handlers = [...requestHandlers(scenario.handlers(ctx)), ...baseline]
        const token = await tokenOf('consumer')
        const problems = await Promise.all(
          operations.map(async (operation) => {
            const response = await getResponse(handlers, requestFor(operation, token))
            return { operation: key(operation), problems: await documentedProblems(operation, response!) }
          }),
        )
        expect(problems.filter((result) => result.problems.length > 0)).toEqual([])
      }, 10_000)
    },
  )
})
