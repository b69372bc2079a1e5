import fc from 'fast-check'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { baselineHandlers } from '../../mocks/handlers'
import { requestHandlers } from '../../mocks/handlers/operation'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import { documentedProblems, loadContracts } from './contracts'
import { operationCatalogue } from './operation-catalogue'
import { documentRejects, invalidVariants, toFetchRequest, validRequest } from './request-generator'

const documents = loadContracts()
const ctx = await createMockContext()
const handlers = requestHandlers(baselineHandlers(ctx))
const token = (await issueTokens(findUser(ctx.db, subjectOf('consumer'))!, 'http://localhost/__mock-idp'))
  .access_token
const runs = { numRuns: 12, seed: 20261122 }

describe.each(
  operationCatalogue.map(
    (operation) => [`${operation.service}.${operation.operationId}`, operation] as const,
  ),
)('%s', (_, operation) => {
  const document = documents.find(
    (candidate) => candidate.service === operation.service && candidate.operationId === operation.operationId,
  )!
  const baseUrl = ctx.services[operation.service]!

  it('answers generated valid requests with a documented status and a valid body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const generated = validRequest(operation, seed)
        const request = toFetchRequest(operation, generated, baseUrl, token)
        expect(
          await documentRejects(operation, request.clone(), generated.path),
          'the generator made a valid request',
        ).toBe(false)
        const response = await getResponse(handlers, request)
        expect(response, 'a handler answered').toBeDefined()
        expect(response!.status, 'never a server error').toBeLessThan(500)
        expect(await documentedProblems(document, response!)).toEqual([])
      }),
      runs,
    )
  })

  it('answers requests the document rejects with a 4xx, never a 5xx', async () => {
    const checked: string[] = []
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        for (const variant of invalidVariants(operation, validRequest(operation, seed))) {
          const request = toFetchRequest(operation, variant, baseUrl, token)
          if (!(await documentRejects(operation, request.clone(), variant.path))) continue
          checked.push(variant.defect!)
          const response = await getResponse(handlers, request)
          expect(response?.status, variant.defect).toBeGreaterThanOrEqual(400)
          expect(response?.status, variant.defect).toBeLessThan(500)
          expect(await documentedProblems(document, response!), variant.defect).toEqual([])
        }
      }),
      { ...runs, numRuns: 4 },
    )
    // Operations without parameters or body cannot be sent an invalid request; the rest must have been tried.
    const breakable = operation.request.body || operation.request.query || operation.request.path
    if (!breakable) expect(checked).toEqual([])
  })
})
