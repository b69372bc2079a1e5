/** An import (activation) message on the push channel (docs/requirements/entities.md#entities-push-messages). */
export interface ImportPushMessage {
  id: string
  type: 'started' | 'error' | 'finished'
  data: { payload: string; timestamp: string }
}

/** An archive-download message on the push channel (docs/requirements/entities.md#entities-push-messages). */
export interface ArchivePushMessage {
  id: string
  timestamp: string
  key: 'started' | 'finished' | 'error'
  message: { userId: string; downloadId: string }
}

export type PushMessage = ImportPushMessage | ArchivePushMessage
