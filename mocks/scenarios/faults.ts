import { operationIndex as photoOperations } from '../../src/generated/photos.operations'
import { operationFault } from '../handlers/operation'
import type { Scenario } from './scenario'

export const faultScenarios: Scenario[] = [
  {
    id: 'faults:account-counts',
    label: 'Account counts answer 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'photos', photoOperations, 'getAccountCounts', 500)],
  },
]
