import { isApiError } from '#app/api/api-error'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import type { ArchiveNotice } from '#app/platform/downloads/archive-notices'
import { finished, inProgress, type RequestState } from '#app/platform/downloads/request-state'
import { logError } from '#app/platform/logger'
import {
  archiveConnectionLifetimeMs,
  type PushClosed,
  type PushConnection,
} from '#app/platform/push/push-client'
import type { ArchivePushMessage } from '#app/platform/push/push-messages'
import { logFailedCall } from '../log-failed-call'
import { saveArchive } from './save-archive'

export interface ArchiveDownloadDeps {
  client: ServiceClient<'downloads'>
  /** Opens a push connection for this download (closed after 30 minutes at the latest). */
  openPush: () => PushConnection
  notify: (notice: ArchiveNotice) => void
  /** Hears each request state: InProgress, then Finished or Failed. */
  onState?: (state: RequestState) => void
  /** Called once the archive exists (POST answered), e.g. to refresh the downloads list. */
  onCreated?: (downloadId: string) => void
  /** Fetches the archive's signed URL and saves {downloadId}.zip; default saveArchive. */
  save?: (client: ServiceClient<'downloads'>, downloadId: string) => Promise<void>
  /** The id the app gives the archive (a uuid; the contract lets the client choose it). */
  newId?: () => string
  /** How long the whole download may take: the push connection's lifetime, 30 minutes by default. */
  lifetimeMs?: number
}

/**
 * Between two questions about the archive (GET /downloads/{id}/url, which answers 409 while it is being made) once the
 * push channel has failed.
 */
export const archiveAskIntervalMs = 3_000

function correlationIdOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'correlationId' in error
    ? String((error as { correlationId: unknown }).correlationId) || undefined
    : undefined
}

/**
 * Asks for a zip archive of the photos and sees it through (docs/requirements/downloads.md#downloads-archive):
 * POST /downloads, a push connection for its messages, the toasts, and on 'finished' the signed URL and the file
 * {downloadId}.zip. The connection is opened before the archive is asked for, and the archive gets an id of the
 * app's choosing, so no message about it can be missed; messages about other archives are ignored. It is closed
 * when this archive is finished or failed, and after 30 minutes at the latest (then the download counts as
 * failed). Resolves with the final state, Finished or Failed; never rejects.
 */
export function startArchiveDownload(
  photoIds: readonly string[],
  options: { name?: string | undefined },
  deps: ArchiveDownloadDeps,
): Promise<RequestState> {
  const save = deps.save ?? saveArchive
  const giveUpAt = Date.now() + (deps.lifetimeMs ?? archiveConnectionLifetimeMs)
  let downloadId = (deps.newId ?? (() => crypto.randomUUID()))()
  let settled = false
  let resolveFinal: (state: RequestState) => void = () => {}
  const final = new Promise<RequestState>((resolve) => {
    resolveFinal = resolve
  })

  deps.onState?.(inProgress)
  const connection = deps.openPush()
  let unsubscribe = () => {}
  let stopHearingClose = () => {}

  function settle(state: RequestState) {
    if (settled) return
    settled = true
    unsubscribe()
    stopHearingClose()
    connection.close()
    deps.onState?.(state)
    resolveFinal(state)
  }

  function fail(notice: ArchiveNotice, error?: unknown) {
    if (settled) return
    deps.notify(notice)
    const correlationId = error === undefined ? undefined : correlationIdOf(error)
    settle(correlationId ? { status: 'Failed', correlationId } : { status: 'Failed' })
  }

  async function onFinished() {
    deps.notify('finished')
    try {
      await save(deps.client, downloadId)
      settle(finished)
    } catch (error) {
      logFailedCall(error)
      fail('requestFailed', error)
    }
  }

  let finishing = false
  function onMessage(message: ArchivePushMessage) {
    if (settled || finishing) return
    if (message.key === 'started') deps.notify('started')
    else if (message.key === 'error') fail('error')
    else {
      finishing = true
      void onFinished()
    }
  }

  unsubscribe = connection.subscribe((message) => {
    if ('key' in message && message.message.downloadId === downloadId) onMessage(message)
  })
  /**
   * Without the push channel, the service is asked until the archive is ready (then saved as on 'finished'), fails,
   * or the download's time is up: an archive being made is not reported as failed because its announcement cannot come.
   */
  async function askUntilReady(created: Promise<boolean>) {
    if (!(await created)) return
    while (!settled) {
      try {
        await save(deps.client, downloadId)
        deps.notify('finished')
        settle(finished)
        return
      } catch (error) {
        const beingMade = isApiError(error) && error.status === 409
        if (!beingMade) logFailedCall(error)
        if (!beingMade || Date.now() + archiveAskIntervalMs > giveUpAt) {
          fail(beingMade ? 'error' : 'requestFailed', error)
          return
        }
      }
      await new Promise((wait) => setTimeout(wait, archiveAskIntervalMs))
    }
  }

  const body = { id: downloadId, photos: [...photoIds], ...(options.name ? { name: options.name } : {}) }
  const created = dataOf(deps.client.POST('/downloads', { body })).then(
    (download) => {
      // The archive exists now, even if this download has already failed: it is on the downloads page.
      if (!settled) downloadId = download.id
      deps.onCreated?.(download.id)
      return true
    },
    (error: unknown) => {
      logFailedCall(error)
      fail('requestFailed', error)
      return false
    },
  )
  // Heard after the archive is asked for, so that a channel that failed at once is met with asking.
  stopHearingClose = connection.onClose((closed: PushClosed) => {
    if (settled || finishing) return
    if (closed.reason === 'lifetime' || closed.reason === 'client') {
      logError('The push connection ended before the archive was ready', { reason: closed.reason })
      fail('error')
      return
    }
    logError('The push connection failed before the archive was ready; asking the service instead', {
      reason: closed.reason,
    })
    finishing = true
    void askUntilReady(created)
  })

  return final
}
