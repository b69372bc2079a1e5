import { createBackupHandler, type PinnedBackupState, pinnedBackupHandlers } from '../handlers/exports'
import {
  accountInformationHandler,
  lastOrderDaysAgoFor,
  type StoragePeriod,
} from '../handlers/photo-deletion'
import { faultScenario, type Scenario } from './scenario'

/**
 * A storage period whose deletion date is `daysAhead` days away (the projected date, 18 months after the last
 * order), computed from the mock clock at each request so the status holds however long the mocks run.
 */
function deletionIn(daysAhead: number) {
  return (now: number, stored: StoragePeriod): StoragePeriod => ({
    registrationDaysAgo: Math.max(stored.registrationDaysAgo, lastOrderDaysAgoFor(now, daysAhead) + 200),
    lastOrderDaysAgo: lastOrderDaysAgoFor(now, daysAhead),
    delayedDeletionDaysAhead: null,
    projectCount: stored.projectCount,
  })
}

const storagePeriodScenarios: Scenario[] = [
  {
    id: 'storage:safe',
    label: 'Storage period: safe (last order a month ago, about 17 months left)',
    group: 'Storage period',
    exclusiveSet: 'Storage period',
    handlers: (ctx) => [accountInformationHandler(ctx, deletionIn(517))],
  },
  {
    id: 'storage:warning',
    label: 'Storage period: warning (deletion in 50 days)',
    group: 'Storage period',
    exclusiveSet: 'Storage period',
    handlers: (ctx) => [accountInformationHandler(ctx, deletionIn(50))],
  },
  {
    id: 'storage:critical',
    label: 'Storage period: critical (deletion in 12 days; the reactivation modal opens)',
    group: 'Storage period',
    exclusiveSet: 'Storage period',
    handlers: (ctx) => [accountInformationHandler(ctx, deletionIn(12))],
  },
  {
    id: 'storage:extended',
    label: 'Storage period: extended (projected date passed 3 days ago, delayed to 100 days ahead)',
    group: 'Storage period',
    exclusiveSet: 'Storage period',
    handlers: (ctx) => [
      accountInformationHandler(ctx, (now, stored) => ({
        ...deletionIn(-3)(now, stored),
        delayedDeletionDaysAhead: 100,
      })),
    ],
  },
  {
    id: 'storage:no-orders',
    label: 'Storage period: never ordered (registered 16 months ago, deletion about 2 months ahead)',
    group: 'Storage period',
    exclusiveSet: 'Storage period',
    handlers: (ctx) => [
      accountInformationHandler(ctx, (now, stored) => ({
        registrationDaysAgo: lastOrderDaysAgoFor(now, 61),
        lastOrderDaysAgo: null,
        delayedDeletionDaysAhead: null,
        projectCount: stored.projectCount,
      })),
    ],
  },
]

/** The fixed backup ids the export:* scenarios pin to a state (open /my-photos/exports/{id}). */
export const scenarioBackupIds: Record<PinnedBackupState, string> = {
  REQUESTED: 'e0000000-0000-4000-8000-000000000001',
  IN_PROGRESS: 'e0000000-0000-4000-8000-000000000002',
  READY: 'e0000000-0000-4000-8000-000000000003',
  FAILED: 'e0000000-0000-4000-8000-000000000004',
  EXPIRED: 'e0000000-0000-4000-8000-000000000005',
}

function pinnedExport(id: string, state: PinnedBackupState, label: string): Scenario {
  return {
    id,
    label: `${label} (backup ${scenarioBackupIds[state]})`,
    group: 'Exports',
    handlers: (ctx) => pinnedBackupHandlers(ctx, scenarioBackupIds[state], state),
  }
}

const exportScenarios: Scenario[] = [
  pinnedExport('export:requested', 'REQUESTED', 'Export requested, not started'),
  pinnedExport('export:in-progress', 'IN_PROGRESS', 'Export in progress'),
  pinnedExport('export:ready', 'READY', 'Export ready: two zip chunks'),
  pinnedExport('export:failed', 'FAILED', 'Export failed'),
  pinnedExport('export:expired', 'EXPIRED', 'Export expired: the link answers 404'),
  {
    id: 'export:ready-immediately',
    label: 'A new export is READY at once (the app goes straight to the export page)',
    group: 'Exports',
    handlers: (ctx) => [createBackupHandler(ctx, { inProgressAfterMs: 0, finishedAfterMs: 0 })],
  },
  faultScenario('faults:export-create', 'Requesting an export answers 500', 'exports', ['createBackup']),
]

/** QA presets for this group's services (faults, states). */
export const storageScenarios: Scenario[] = [...storagePeriodScenarios, ...exportScenarios]
