import fc from 'fast-check'
import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentedProblems, loadContracts } from './contracts'
import { freshMockSession, type MockSession } from './mock-session'
import { operationCatalogue } from './operation-catalogue'
import { documentRejects, invalidVariants, toFetchRequest, validRequest } from './request-generator'

const documents = loadContracts()
const runs = { numRuns: 12, seed: 20261122 }

describe.each(
  operationCatalogue.map(
    (operation) => [`${operation.service}.${operation.operationId}`, operation] as const,
  ),
)('%s', (_, operation) => {
  const document = documents.find(
    (candidate) => candidate.service === operation.service && candidate.operationId === operation.operationId,
  )!
  let session: MockSession
  let token: string
  let baseUrl: string
  beforeAll(async () => {
    session = await freshMockSession()
    token = await session.tokenOf('consumer')
    baseUrl = session.ctx.services[operation.service]!
  })

  it('answers generated valid requests with a documented status and a valid body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const generated = validRequest(operation, seed)
        const request = toFetchRequest(operation, generated, baseUrl, token)
        expect(
          await documentRejects(operation, request.clone(), generated.path),
          'the generator made a valid request',
        ).toBe(false)
        const response = await getResponse(session.handlers, request)
        expect(response, 'a handler answered').toBeDefined()
        expect(response!.status, 'never a server error').toBeLessThan(500)
        expect(await documentedProblems(document, response!)).toEqual([])
      }),
      runs,
    )
  })

  it('answers requests the document rejects with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        for (const variant of invalidVariants(operation, validRequest(operation, seed))) {
          const request = toFetchRequest(operation, variant, baseUrl, token)
          if (!(await documentRejects(operation, request.clone(), variant.path))) continue
          const response = await getResponse(session.handlers, request)
          expect(response?.status, variant.defect).toBeGreaterThanOrEqual(400)
          expect(response?.status, variant.defect).toBeLessThan(500)
          expect(await documentedProblems(document, response!), variant.defect).toEqual([])
        }
      }),
      { ...runs, numRuns: 4 },
    )
  })
})
