import { describe, expect, it } from 'vitest'
import {
  archiveError,
  archiveFinished,
  archiveStarted,
  importError,
  importFinished,
  importStarted,
} from '../../../../mocks/push/message-builders'
import { isArchivePushMessage, isImportPushMessage, parsePushMessage } from './push-messages'

const now = Date.UTC(2026, 5, 1, 10, 0, 0)
const archive = { now, userId: 'user-consumer', downloadId: 'download-1' }

describe('push messages', () => {
  it.each([importStarted(now), importFinished(now), importError(now)])(
    'accepts a valid import message ($type)',
    (message) => {
      expect(isImportPushMessage(message)).toBe(true)
      expect(isArchivePushMessage(message)).toBe(false)
      expect(parsePushMessage(JSON.stringify(message))).toEqual(message)
    },
  )

  it.each([archiveStarted(archive), archiveFinished(archive), archiveError(archive)])(
    'accepts a valid archive message ($key)',
    (message) => {
      expect(isArchivePushMessage(message)).toBe(true)
      expect(isImportPushMessage(message)).toBe(false)
      expect(parsePushMessage(JSON.stringify(message))).toEqual(message)
    },
  )

  const valid = archiveFinished(archive)
  const validImport = importStarted(now)
  it.each([
    ['the OK reply', 'OK'],
    ['text that is not JSON', '{nope'],
    ['a binary frame', new Blob(['{}'])],
    ['null', 'null'],
    ['an array', '[]'],
    ['an unknown key', JSON.stringify({ ...valid, key: 'done' })],
    ['an extra property', JSON.stringify({ ...valid, extra: 1 })],
    ['a missing downloadId', JSON.stringify({ ...valid, message: { userId: 'u' } })],
    ['an empty downloadId', JSON.stringify({ ...valid, message: { userId: 'u', downloadId: '' } })],
    ['an extra message property', JSON.stringify({ ...valid, message: { ...valid.message, x: 1 } })],
    ['a timestamp that is not a date-time', JSON.stringify({ ...valid, timestamp: 'yesterday' })],
    ['a date without a time', JSON.stringify({ ...valid, timestamp: '2026-06-01' })],
    ['an empty id', JSON.stringify({ ...valid, id: '' })],
    ['an import id that is not a uuid', JSON.stringify({ ...validImport, id: 'import-1' })],
    ['an unknown import type', JSON.stringify({ ...validImport, type: 'paused' })],
    [
      'an import payload that is not text',
      JSON.stringify({ ...validImport, data: { ...validImport.data, payload: 1 } }),
    ],
    ['a mix of both shapes', JSON.stringify({ ...valid, type: 'started', data: validImport.data })],
  ])('ignores %s', (_, frame) => {
    expect(parsePushMessage(frame)).toBeUndefined()
  })
})
