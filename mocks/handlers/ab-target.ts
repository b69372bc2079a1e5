import type { operations } from '../../src/generated/ab-target'
import { operationIndex } from '../../src/generated/ab-target.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

const { anonymousOperation } = serviceOperations<operations>('ab-target', operationIndex)

/** A stable split: the same session always lands in the same variant. */
function bucket(sessionId: string): number {
  let hash = 0
  for (const char of sessionId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return hash % 2
}

/** The third-party A/B target provider: a variant per mbox and session. */
export function abTargetHandlers(ctx: MockContext) {
  return [
    anonymousOperation(ctx, 'getOffer', ({ path, query, reply }) =>
      path.mbox === 'sample-test'
        ? reply(200, { mbox: 'sample-test', variant: bucket(query.sessionId) === 0 ? 'control' : 'A' })
        : reply(200, { mbox: 'CRO-1304', variant: bucket(query.sessionId) === 0 ? 'control' : 'variant 1' }),
    ),
  ]
}
