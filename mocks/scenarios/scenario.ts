import type { AnyHandler } from 'msw'
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
}

/** A fault preset: the given operations of one service answer `status` (500 by default). */
export function faultScenario(
  id: string,
  label: string,
  service: string,
  index: OperationIndex,
  operationIds: string[],
  status = 500,
): Scenario {
  return {
    id,
    label,
    group: 'Faults',
    handlers: (ctx) =>
      operationIds.map((operationId) => operationFault(ctx, service, index, operationId, status)),
  }
}
