import { type AnyHandler, delay, HttpResponse, http } from 'msw'
import { graphql } from 'msw/graphql'
import { answerSchemasByService } from '../../src/generated/answers'
import { operationIndexes } from '../../src/generated/operations'
import type { MockContext } from '../context'
import { merchandiseOperationNames } from '../handlers/merchandise'
import { mswPath, problem } from '../handlers/operation'
import type { Scenario } from './scenario'

/**
 * The ways a call can go wrong, each available for any documented operation as the scenario
 * `fault:<operationId>:<kind>` (docs/qa-mock-data.md, "Fault kinds"):
 * - `500`, `429`: the service answers that status (429 with Retry-After: 1);
 * - `network`: the connection fails, no answer at all;
 * - `timeout`: the answer comes after two minutes, beyond every time limit the app sets;
 * - `hang`: no answer ever;
 * - `malformed`: a 2xx whose body is not JSON; `wrong-shape`: a 2xx of valid JSON that breaks the contract
 *   (both only where the contract documents a JSON body);
 * - `401`: the service refuses the token once, as when it was revoked mid-session; after renewing it, the call
 *   goes through.
 */
export const faultKinds = [
  '500',
  'network',
  'timeout',
  'hang',
  'malformed',
  'wrong-shape',
  '429',
  '401',
] as const
export type FaultKind = (typeof faultKinds)[number]

const faultKindLabels: Record<FaultKind, string> = {
  '500': 'answers 500',
  network: 'network error',
  timeout: 'answers after 2 minutes',
  hang: 'never answers',
  malformed: 'answers a body that is not JSON',
  'wrong-shape': 'answers JSON of the wrong shape',
  '429': 'answers 429 (too many requests)',
  '401': 'refuses the token once',
}

export interface FaultTarget {
  service: string
  operationId: string
  method: string
  path: string
  /** The first 2xx status whose JSON body the contract documents, if any. */
  jsonStatus: number | undefined
}

/** Every operation a fault can target: the OpenAPI services' and the merchandise service's GraphQL queries. */
export const faultTargets: FaultTarget[] = [
  ...Object.entries(operationIndexes).flatMap(([service, index]) =>
    Object.entries(index).map(([operationId, entry]) => {
      const answers = answerSchemasByService[service as keyof typeof answerSchemasByService]
      const operations = answers.operations as Record<string, { bodies: Record<string, unknown> } | undefined>
      const bodies = operations[`${entry.method} ${entry.path}`]?.bodies ?? {}
      const status = Object.keys(bodies).sort()[0]
      return {
        service,
        operationId,
        method: entry.method,
        path: entry.path,
        jsonStatus: status ? Number(status) : undefined,
      }
    }),
  ),
  ...merchandiseOperationNames.map((operationId) => ({
    service: 'merchandise',
    operationId,
    method: 'post',
    path: '',
    jsonStatus: 200,
  })),
]

/** The kinds that make sense for an operation: a body fault needs a documented body. */
export function faultKindsFor(target: FaultTarget): FaultKind[] {
  return faultKinds.filter(
    (kind) => (kind !== 'malformed' && kind !== 'wrong-shape') || target.jsonStatus !== undefined,
  )
}

type Resolver = () => Response | undefined | Promise<Response | undefined>

function resolverFor(kind: FaultKind, target: FaultTarget): Resolver {
  const status = target.jsonStatus ?? 200
  switch (kind) {
    case '500':
      return () => problem(500, 'Injected fault')
    case '429':
      return () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } })
    case '401':
      return () => problem(401, 'The access token was revoked')
    case 'network':
      return () => HttpResponse.error()
    case 'timeout':
      return async () => {
        await delay(120_000)
        return undefined // then the baseline answers
      }
    case 'hang':
      return () => new Promise<never>(() => {})
    case 'malformed':
      return () =>
        new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          status,
          headers: { 'Content-Type': 'application/json' },
        })
    case 'wrong-shape':
      return () => HttpResponse.json({ unexpected: true }, { status })
  }
}

function faultHandler(ctx: MockContext, target: FaultTarget, kind: FaultKind): AnyHandler {
  const resolve = resolverFor(kind, target)
  const options = { once: kind === '401' }
  if (target.service === 'merchandise') {
    return graphql.link(ctx.services.merchandise!).query(target.operationId, resolve, options)
  }
  const method = target.method as 'get' | 'put' | 'post' | 'delete' | 'patch'
  return http[method](mswPath(ctx.services[target.service]!, target.path), resolve, options)
}

const faultId = /^fault:([A-Za-z]+):([a-z0-9-]+)$/

/** The scenario of a `fault:<operationId>:<kind>` id, or undefined when the id is not one. */
export function faultKindScenario(id: string): Scenario | undefined {
  const match = faultId.exec(id)
  if (!match) return undefined
  const [, operationId, kind] = match as unknown as [string, string, FaultKind]
  const target = faultTargets.find((candidate) => candidate.operationId === operationId)
  if (!target) throw new Error(`Unknown operation "${operationId}" in scenario "${id}"`)
  if (!faultKindsFor(target).includes(kind)) {
    throw new Error(`Scenario "${id}": ${operationId} cannot have the fault kind "${kind}"`)
  }
  return {
    id,
    label: `${operationId} ${faultKindLabels[kind]}`,
    group: `Faults: ${target.service}`,
    handlers: (ctx) => [faultHandler(ctx, target, kind)],
    offContract: 'a fault kind answers off the documents on purpose',
  }
}

export { faultKindLabels }
