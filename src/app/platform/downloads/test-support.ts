import { vi } from 'vitest'
import type { PushClosed, PushConnection, PushListener } from '#app/platform/push/push-client'
import type { ArchivePushMessage } from '#app/platform/push/push-messages'

/** A push connection the test drives: emit messages, end it, see whether the flow closed it. */
export function fakePushConnection() {
  const listeners = new Set<PushListener>()
  const closeListeners = new Set<(closed: PushClosed) => void>()
  let ended: PushClosed | undefined
  const end = (closed: PushClosed) => {
    if (ended) return
    ended = closed
    listeners.clear()
    for (const listener of [...closeListeners]) listener(closed)
  }
  const connection: PushConnection = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onClose(listener) {
      if (ended) listener(ended)
      else closeListeners.add(listener)
      return () => closeListeners.delete(listener)
    },
    close: () => end({ reason: 'client' }),
    get isClosed() {
      return ended !== undefined
    },
  }
  return {
    connection,
    get closedBy() {
      return ended?.reason
    },
    emit(key: ArchivePushMessage['key'], downloadId: string) {
      const message: ArchivePushMessage = {
        id: crypto.randomUUID(),
        timestamp: new Date().toISOString(),
        key,
        message: { userId: 'user-consumer', downloadId },
      }
      for (const listener of [...listeners]) listener(message)
    },
    end,
  }
}

/** Catches what saveBlob hands the browser: the object URL's blob and the <a download> name. */
export function catchSavedFiles() {
  const saved: { fileName: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  let next = 0
  const originalCreate = URL.createObjectURL
  const originalRevoke = URL.revokeObjectURL
  URL.createObjectURL = (blob: Blob) => {
    next += 1
    const href = `blob:test/${next}`
    blobs.set(href, blob)
    return href
  }
  URL.revokeObjectURL = (href: string) => void blobs.delete(href)
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href')!)! })
  })
  return {
    saved,
    restore() {
      click.mockRestore()
      URL.createObjectURL = originalCreate
      URL.revokeObjectURL = originalRevoke
    },
  }
}
