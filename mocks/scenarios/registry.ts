import { abTargetScenarios } from './ab-target'
import { accountScenarios } from './account'
import { faultKindScenario } from './fault-kinds'
import { faultScenarios } from './faults'
import { identityScenarios } from './identity'
import { latencyScenarios } from './latency'
import { ordersScenarios } from './orders'
import { photoLibraryScenarios } from './photo-library'
import type { Scenario } from './scenario'
import { storageScenarios } from './storage'
import { widgetsScenarios } from './widgets'

/** The baseline is what the handlers answer with no scenario; these extras go in front of it. */
export const scenarios: Scenario[] = [
  ...faultScenarios,
  ...latencyScenarios,
  ...photoLibraryScenarios,
  ...storageScenarios,
  ...accountScenarios,
  ...ordersScenarios,
  ...widgetsScenarios,
  ...abTargetScenarios,
  ...identityScenarios,
]

export function findScenarios(ids: readonly string[]): Scenario[] {
  return ids.map((id) => {
    const scenario = faultKindScenario(id) ?? scenarios.find((candidate) => candidate.id === id)
    if (!scenario) throw new Error(`Unknown scenario "${id}"`)
    return scenario
  })
}
