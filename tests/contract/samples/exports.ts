import { seededBackupId } from '../../../mocks/db/collections/storage'
import type { SampleRequests } from './sample'

/** The consumer's seeded export (READY); other personas answer 404 for it. */
const consumerBackupId = seededBackupId('consumer')

/** Requests the contract suite sends to the export service's operations that need path parameters or a body. */
export const exportsSamples: SampleRequests = {
  createBackup: { path: '/backups', body: { channel: 'printbloom-gb' } },
  getBackup: { path: `/backups/${consumerBackupId}` },
  getBackupChunkUrl: { path: `/backups/${consumerBackupId}/chunks/0/url` },
}
