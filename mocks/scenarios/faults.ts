import { faultScenario, type Scenario } from './scenario'

export const faultScenarios: Scenario[] = [
  faultScenario('faults:account-counts', 'Account counts answer 500', 'photos', ['getAccountCounts']),
]
