// The push channel's messages (openapi/push.asyncapi.yaml) and hand-written checks for them: every frame is validated
// before anyone hears of it, and an invalid one is ignored
// (docs/requirements/adding-photos.md#adding-photos-import-messages,
// docs/requirements/reliability-and-security.md#reliability-failures-shown). Hand-written, not zod, so the push
// client can sit in any bundle.

/** An import (activation) message (docs/requirements/entities.md#entities-push-messages). */
export interface ImportPushMessage {
  id: string
  type: 'started' | 'error' | 'finished'
  data: { payload: string; timestamp: string }
}

/** An archive download message (docs/requirements/entities.md#entities-push-messages). */
export interface ArchivePushMessage {
  id: string
  timestamp: string
  key: 'started' | 'finished' | 'error'
  message: { userId: string; downloadId: string }
}

export type PushMessage = ImportPushMessage | ArchivePushMessage

const steps = ['started', 'error', 'finished'] as const
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// RFC 3339 date-time (JSON Schema's `date-time` format).
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object with exactly these keys (the document's `required` + `additionalProperties: false`). */
function hasExactly(value: unknown, keys: readonly string[]): value is Json {
  if (!isObject(value)) return false
  const own = Object.keys(value)
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key))
}

function isText(value: unknown, minLength = 0): value is string {
  return typeof value === 'string' && value.length >= minLength
}

function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && dateTime.test(value) && !Number.isNaN(Date.parse(value))
}

function isStep(value: unknown): value is (typeof steps)[number] {
  return typeof value === 'string' && (steps as readonly string[]).includes(value)
}

export function isImportPushMessage(value: unknown): value is ImportPushMessage {
  return (
    hasExactly(value, ['data', 'id', 'type']) &&
    typeof value.id === 'string' &&
    uuid.test(value.id) &&
    isStep(value.type) &&
    hasExactly(value.data, ['payload', 'timestamp']) &&
    isText(value.data.payload) &&
    isDateTime(value.data.timestamp)
  )
}

export function isArchivePushMessage(value: unknown): value is ArchivePushMessage {
  return (
    hasExactly(value, ['id', 'timestamp', 'key', 'message']) &&
    isText(value.id, 1) &&
    isDateTime(value.timestamp) &&
    isStep(value.key) &&
    hasExactly(value.message, ['userId', 'downloadId']) &&
    isText(value.message.userId, 1) &&
    isText(value.message.downloadId, 1)
  )
}

/** A text frame as a valid push message, or undefined for anything else ('OK', not JSON, wrong shape). */
export function parsePushMessage(frame: unknown): PushMessage | undefined {
  if (typeof frame !== 'string') return undefined
  let value: unknown
  try {
    value = JSON.parse(frame)
  } catch {
    return undefined
  }
  return isImportPushMessage(value) || isArchivePushMessage(value) ? value : undefined
}
