import type { AnyHandler } from 'msw'
import { type OperationIndexes, operationIndexes } from '../../src/generated/operations'
import type { MockContext } from '../context'
import { type OperationIndex, operationFault } from '../handlers/operation'

/** A QA preset: placed in front of the baseline, it changes what the mocks answer. */
export interface Scenario {
  id: string
  label: string
  group: string
  handlers: (ctx: MockContext) => AnyHandler[]
  /** Set on the few presets that answer off the documents on purpose (a third party misbehaving): why. */
  offContract?: string
  /**
   * Presets of one group that answer the same calls in different ways share a set: at most one of them is on (the
   * harness shows the set as radio buttons, and a link naming two of them keeps the last).
   */
  exclusiveSet?: string
  /** On the presets of the 'Faults' group: the service that fails and how (the harness groups them by both). */
  fault?: { service: string; kind: string }
}

/** How a fault preset fails, by the status its operations answer: 'answers 500'. */
export const statusFaultKind = (status: number) => `answers ${status}`

/** The services whose operations a fault can target, and each one's operation ids (from the contracts). */
export type FaultService = keyof OperationIndexes
export type OperationId<S extends FaultService> = keyof OperationIndexes[S] & string

/** Handlers that make the given operations of one service answer `status` (500 by default). */
export function faultHandlers<S extends FaultService>(
  service: S,
  operationIds: OperationId<S>[],
  status = 500,
): (ctx: MockContext) => AnyHandler[] {
  const index = operationIndexes[service] as OperationIndex
  return (ctx) => operationIds.map((operationId) => operationFault(ctx, service, index, operationId, status))
}

/** A fault preset: the given operations of one service answer `status` (500 by default). */
export function faultScenario<S extends FaultService>(
  id: string,
  label: string,
  service: S,
  operationIds: OperationId<S>[],
  status = 500,
): Scenario {
  return {
    id,
    label,
    group: 'Faults',
    handlers: faultHandlers(service, operationIds, status),
    fault: { service, kind: statusFaultKind(status) },
  }
}
