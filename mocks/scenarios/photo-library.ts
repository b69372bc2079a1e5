import type { Scenario } from './scenario'

/** QA presets for this group's services (faults, states). */
export const photoLibraryScenarios: Scenario[] = []
