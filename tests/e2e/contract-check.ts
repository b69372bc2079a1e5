import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Request as PlaywrightRequest } from '@playwright/test'
import { buildSchema, parse as parseGraphql, validate } from 'graphql'
import { parseRequest } from '../../mocks/handlers/request-validation'
import { documentedProblems, loadContracts } from '../contract/contracts'
import { type CatalogueEntry, operationCatalogue } from '../contract/operation-catalogue'

const services = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../public/config.json'), 'utf8')) as {
    services: Record<string, string>
  }
).services
const documents = loadContracts()
const merchandiseSchema = buildSchema(
  readFileSync(join(import.meta.dirname, '../../openapi/merchandise.graphql'), 'utf8'),
)

/** A GraphQL call to the merchandise service: its query must validate against the schema, its answer be GraphQL. */
async function graphqlProblems(request: PlaywrightRequest, tolerated: Set<string>): Promise<string[]> {
  const { query, operationName } = (request.postDataJSON() ?? {}) as {
    query?: string
    operationName?: string
  }
  if (!query) return ['merchandise request without a query']
  const problems = validate(merchandiseSchema, parseGraphql(query)).map((error) => `query: ${error.message}`)
  const response = await request.response()
  if (response && !(operationName && tolerated.has(operationName))) {
    // A body the browser no longer has (the page moved on mid-request) cannot be checked, and is no mismatch.
    const bytes = await response.body().catch(() => undefined)
    if (bytes === undefined) return problems
    let body: { data?: unknown; errors?: unknown } | undefined
    try {
      body = JSON.parse(bytes.toString('utf8')) as typeof body
    } catch {
      body = undefined
    }
    if (!body || !('data' in body || 'errors' in body))
      problems.push(`answer ${response.status()} is not a GraphQL response`)
  }
  return problems
}

/** Files the services serve beside their operations (thumbnails, zips), not calls of a document. */
const servedFiles = /\/files\//

interface Route {
  operation: CatalogueEntry
  pattern: RegExp
  names: string[]
}

const routes: Route[] = operationCatalogue
  .map((operation) => {
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
    const pattern = new RegExp(
      `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`,
    )
    return { operation, pattern, names }
  })
  // Literal paths before templated ones: /users/counts before /users/{id}.
  .sort((a, b) => a.names.length - b.names.length)

function routeFor(
  method: string,
  url: URL,
): { route: Route; path: Record<string, string> } | 'not a service' | undefined {
  const service = Object.entries(services).find(
    ([, base]) => url.href.startsWith(`${base}/`) || url.href === base,
  )
  if (!service) return 'not a service'
  const [name, base] = service
  const path = url.href.slice(base.length).split('?')[0]!
  for (const route of routes) {
    if (route.operation.service !== name || route.operation.method !== method.toLowerCase()) continue
    const match = route.pattern.exec(path)
    if (match)
      return { route, path: Object.fromEntries(route.names.map((key, index) => [key, match[index + 1]!])) }
  }
  return undefined
}

/**
 * Checks every call the page makes to a backing service against the documents: the request's path, query and body,
 * and the response's status and body. A call no document describes is a mismatch too.
 */
export function recordContractCalls(page: Page) {
  const mismatches: string[] = []
  const checked: string[] = []
  const tolerated = new Set<string>()
  const pending: Promise<void>[] = []

  async function check(request: PlaywrightRequest) {
    const url = new URL(request.url())
    if (request.method() === 'OPTIONS' || servedFiles.test(url.pathname)) return
    const found = routeFor(request.method(), url)
    if (found === 'not a service') return
    const label = `${request.method()} ${url.pathname}`
    if (url.href.startsWith(services.merchandise!)) {
      mismatches.push(...(await graphqlProblems(request, tolerated)).map((problem) => `${label} ${problem}`))
      checked.push('merchandise.graphql')
      return
    }
    if (!found) {
      mismatches.push(`${label}: no documented operation`)
      return
    }
    const { operation } = found.route
    const body = request.postData()
    const fetchRequest = new Request(url, {
      method: request.method(),
      headers: await request.allHeaders(),
      ...(body ? { body } : {}),
    })
    const { problems } = await parseRequest(fetchRequest, found.path, operation.request)
    mismatches.push(...problems.map((problem) => `${label} request: ${problem}`))
    const response = tolerated.has(operation.operationId) ? null : await request.response()
    if (response) {
      // A body the browser no longer has (the page moved on mid-request) cannot be checked, and is no mismatch.
      const bytes = [101, 204, 205, 304].includes(response.status())
        ? null
        : await response.body().catch(() => undefined)
      if (bytes === undefined) return
      const document = documents.find(
        (d) => d.service === operation.service && d.operationId === operation.operationId,
      )!
      const answer = new Response(bytes ? new Uint8Array(bytes) : null, {
        status: response.status(),
        headers: await response.allHeaders(),
      })
      mismatches.push(
        ...(await documentedProblems(document, answer)).map((problem) => `${label} response: ${problem}`),
      )
    }
    checked.push(`${operation.service}.${operation.operationId}`)
  }

  page.on('requestfinished', (request) => {
    pending.push(
      check(request).catch((error: unknown) => void mismatches.push(`${request.url()}: ${String(error)}`)),
    )
  })
  return {
    checked,
    /**
     * Leaves the answers of one operation unchecked (its requests are still checked): a fault scenario
     * (`fault:<operationId>:<kind>`) answers it off the documents on purpose.
     */
    tolerateAnswersOf(operationId: string) {
      tolerated.add(operationId)
    },
    /** Waits for the checks still running, then lists what did not match. */
    async mismatches() {
      await Promise.all(pending)
      return mismatches
    },
  }
}
