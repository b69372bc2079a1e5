import { generatePath } from 'react-router'
import type { MockContext } from '../mocks/context'
import type { PinnedBackupState } from '../mocks/handlers/exports'
import { backupState } from '../mocks/handlers/exports'
import { scenarioBackupIds } from '../mocks/scenarios/storage'
import type { FeatureFlag } from '../src/app/platform/feature-flags'
import { routeTable } from '../src/app/routes'

/** A page of the app that shows one export or archive, and who may open it. */
export interface DataLink {
  /** What it is, e.g. 'consumer: READY, 805300e2-…'. */
  label: string
  /** The persona that owns it; undefined: whoever is signed in (a pinned export answers any user). */
  persona: string | undefined
  pathname: string
  /** The scenario that makes it exist (a pinned export). */
  scenario?: string
  /** The route's feature flag, turned on in the link. */
  flag?: FeatureFlag
}

/** The scenario that pins an export to a state: `export:ready`, `export:in-progress`. */
export const pinnedExportScenario = (state: PinnedBackupState) =>
  `export:${state.toLowerCase().replace('_', '-')}`

const exportPage = (backupId: string) => generatePath(routeTable.photoExports.path, { backupId })

/**
 * Every export and archive of the mock database (the seeded ones, and the ones made in this browser), and the exports
 * the export:* scenarios pin, each with the page that shows it: the export page, or the downloads page.
 */
export function dataLinks(mocks: Pick<MockContext, 'db' | 'clock'>): {
  exports: DataLink[]
  archives: DataLink[]
} {
  const { db, clock } = mocks
  const personaOf = (sub: string) => db.users.findFirst((q) => q.where({ sub }))?.persona
  const now = clock.now()
  const stored = db.backups.all().map((backup): DataLink => {
    const state = backupState(backup, now)
    return {
      label: `${personaOf(backup.ownerSub) ?? backup.ownerSub}: ${state.status}${state.expired ? ', link expired' : ''}, ${backup.backupId}`,
      persona: personaOf(backup.ownerSub),
      pathname: exportPage(backup.backupId),
      flag: routeTable.photoExports.flag,
    }
  })
  const pinned = (Object.entries(scenarioBackupIds) as [PinnedBackupState, string][]).map(
    ([state, backupId]): DataLink => ({
      label: `${pinnedExportScenario(state)}: ${state}, ${backupId}`,
      persona: undefined,
      pathname: exportPage(backupId),
      scenario: pinnedExportScenario(state),
      flag: routeTable.photoExports.flag,
    }),
  )
  const archives = db.photoArchives.all().map(
    (archive): DataLink => ({
      label: `${personaOf(archive.ownerSub) ?? archive.ownerSub}: ${archive.name ?? 'unnamed'} (${archive.photoIds.length} photos${archive.kind === 'shared-album' ? ', shared album' : ''}), ${archive.id}`,
      persona: personaOf(archive.ownerSub),
      pathname: routeTable.downloads.path,
      flag: routeTable.downloads.flag,
    }),
  )
  return { exports: [...stored, ...pinned], archives }
}
