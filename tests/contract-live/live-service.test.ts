// Runs only through `npm run test:contract -- --base-url URL`: the documented responses of a running server.
import { describe, expect, it } from 'vitest'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import { type DocumentedOperation, documentedProblems, loadContracts } from '../contract/contracts'
import { sampleRequest } from '../contract/samples/index'

const baseUrl = process.env.CONTRACT_BASE_URL
if (!baseUrl) throw new Error('CONTRACT_BASE_URL is not set: run npm run test:contract -- --base-url URL')
const includeWrites = process.env.CONTRACT_INCLUDE_WRITES === 'true'
const safeMethods = ['get', 'head', 'options']

/** A token for the server: given, or minted with the mock identity provider's key (only the mock server takes it). */
async function accessToken(): Promise<string> {
  if (process.env.CONTRACT_TOKEN) return process.env.CONTRACT_TOKEN
  const ctx = await createMockContext()
  return (await issueTokens(findUser(ctx.db, subjectOf('consumer'))!, `${baseUrl}/__mock-idp`)).access_token
}
const token = await accessToken()

function send(operation: DocumentedOperation, withToken: boolean): Promise<Response> {
  const sample = sampleRequest(operation)
  const url = new URL(`${baseUrl}/${operation.service}${sample.path}`)
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value)
  return fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(withToken ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
  })
}

const operations = loadContracts().filter(
  (operation) => includeWrites || safeMethods.includes(operation.method),
)

describe(`the service at ${baseUrl}`, () => {
  it.each(
    operations.map((operation) => [`${operation.service}.${operation.operationId}`, operation] as const),
  )('%s answers as documented', async (_, operation) => {
    const response = await send(operation, true)
    expect(response.status, 'never a server error').toBeLessThan(500)
    expect(await documentedProblems(operation, response)).toEqual([])
    if (operation.secured) {
      const anonymous = await send(operation, false)
      expect(anonymous.status).toBe(401)
      expect(await documentedProblems(operation, anonymous)).toEqual([])
    }
  })
})
