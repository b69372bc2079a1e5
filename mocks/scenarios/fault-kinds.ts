import { type AnyHandler, delay, HttpResponse, http } from 'msw'
import { graphql } from 'msw/graphql'
import type { MockContext } from '../context'
import { mswPath, problem } from '../handlers/operation'
import {
  type FaultKind,
  type FaultTarget,
  faultKindLabels,
  faultKindsFor,
  faultTargets,
} from './fault-targets'
import type { Scenario } from './scenario'

// The fault kinds as scenarios: `fault:<operationId>:<kind>` for any documented operation (the kinds and targets are
// in fault-targets.ts, which the harness and the fault matrix read without the handlers).

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
