import { answerSchemasByService } from '../../src/generated/answers'
import { operationIndexes } from '../../src/generated/operations'
import { merchandiseOperationNames } from '../handlers/merchandise-operations'

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

export const faultKindLabels: Record<FaultKind, string> = {
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
