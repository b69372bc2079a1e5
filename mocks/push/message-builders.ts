import type { ArchivePushMessage, ImportPushMessage } from './messages'

// Valid push messages (openapi/push.asyncapi.yaml) for scenarios, services and the harness. Times come from the
// caller (the mock clock's now), never from Date.now().

type ImportType = ImportPushMessage['type']
type ArchiveKey = ArchivePushMessage['key']

const importPayloads: Record<ImportType, string> = {
  started: 'Import started',
  error: 'Import failed',
  finished: 'Import finished',
}

/** An import (activation) message: `type` says whether the import started, failed or finished. */
export function importMessage(
  type: ImportType,
  options: { now: number; id?: string; payload?: string },
): ImportPushMessage {
  return {
    id: options.id ?? crypto.randomUUID(),
    type,
    data: {
      payload: options.payload ?? importPayloads[type],
      timestamp: new Date(options.now).toISOString(),
    },
  }
}

export const importStarted = (now: number) => importMessage('started', { now })
export const importFinished = (now: number) => importMessage('finished', { now })
export const importError = (now: number, payload = importPayloads.error) =>
  importMessage('error', { now, payload })

/** An archive-download message: `key` says whether the archive's generation started, finished or failed. */
export function archiveMessage(
  key: ArchiveKey,
  options: { now: number; userId: string; downloadId: string; id?: string },
): ArchivePushMessage {
  return {
    id: options.id ?? crypto.randomUUID(),
    timestamp: new Date(options.now).toISOString(),
    key,
    message: { userId: options.userId, downloadId: options.downloadId },
  }
}

type ArchiveOptions = { now: number; userId: string; downloadId: string }
export const archiveStarted = (options: ArchiveOptions) => archiveMessage('started', options)
export const archiveFinished = (options: ArchiveOptions) => archiveMessage('finished', options)
export const archiveError = (options: ArchiveOptions) => archiveMessage('error', options)
