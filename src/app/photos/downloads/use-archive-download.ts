import { useCallback, useRef, useState } from 'react'
import { type IntlShape, useIntl } from 'react-intl'
import { type ArchiveNotice, archiveToastDurationMs } from '#app/platform/downloads/archive-notices'
import { notRequested, type RequestState } from '#app/platform/downloads/request-state'
import { usePlatform } from '#app/platform/platform-context'
import type { PushConnectionOptions } from '#app/platform/push/push-client'
import { useArchiveDownloads } from '#app/queries/downloads/use-archive-downloads'
import { onceWrite } from '#app/queries/once-write'
import { useToasts } from '#app/ui/toast/toast-provider'

/** The toast text of each step (docs/requirements/downloads.md#downloads-toast, word for word in en-GB). */
function noticeText(intl: IntlShape, notice: ArchiveNotice): string {
  switch (notice) {
    case 'started':
      return intl.formatMessage({ id: 'downloads.toast.preparing' })
    case 'finished':
      return intl.formatMessage({ id: 'downloads.toast.downloading' })
    case 'error':
      return intl.formatMessage({ id: 'downloads.toast.failed' })
    case 'requestFailed':
      return intl.formatMessage({ id: 'downloads.error.photos' })
  }
}

export interface UseArchiveDownloadOptions {
  /**
   * How long the push connection of a download lives; default 30 minutes
   * (docs/requirements/downloads.md#downloads-archive).
   */
  connectionLifetimeMs?: number
  /** Makes the push socket (tests). */
  createSocket?: PushConnectionOptions['createSocket']
}

/**
 * Downloads photos as one zip archive (docs/requirements/downloads.md#downloads-archive): start(photoIds, { name })
 * asks for the archive, shows the toasts and saves {downloadId}.zip when it is ready. state is the latest download's
 * request state: NotRequested → InProgress → Finished | Failed. The same photos asked for again while their archive
 * is being made start nothing new. Needs a ToastProvider above it.
 */
export function useArchiveDownload(options: UseArchiveDownloadOptions = {}) {
  const { config } = usePlatform()
  const archives = useArchiveDownloads()
  const toasts = useToasts()
  const intl = useIntl()
  const [state, setState] = useState<RequestState>(notRequested)
  const latest = useRef(0)
  const lifetimeMs = options.connectionLifetimeMs
  const createSocket = options.createSocket

  // What a download needs from the screen, read when it starts (the stable start below does not change with it).
  const screen = useRef({ archives, config, lifetimeMs, createSocket, toasts, intl })
  screen.current = { archives, config, lifetimeMs, createSocket, toasts, intl }

  // One download per set of photos at a time (onceWrite): asked again while the archive of the same photos is being
  // made, it answers with that download and asks for no second archive.
  const [startOnce] = useState(() =>
    onceWrite(async ({ photoIds, name }: { photoIds: readonly string[]; name: string | undefined }) => {
      latest.current += 1
      const run = latest.current
      const { archives, config, lifetimeMs, createSocket, toasts, intl } = screen.current
      // The archive flow and the push client load on first use: they are not needed to show the photos.
      const [startArchiveDownload, { archiveConnectionLifetimeMs, openPushConnection }] = await Promise.all([
        archives.load(),
        import('#app/platform/push/push-client'),
      ])
      return startArchiveDownload(
        photoIds,
        { name },
        {
          openPush: () =>
            openPushConnection({
              url: config.push,
              lifetimeMs: lifetimeMs ?? archiveConnectionLifetimeMs,
              ...(createSocket ? { createSocket } : {}),
            }),
          notify: (notice) => {
            const kind = notice === 'error' || notice === 'requestFailed' ? 'error' : 'info'
            const durationMs = archiveToastDurationMs[notice]
            toasts.show(noticeText(intl, notice), durationMs === undefined ? { kind } : { kind, durationMs })
          },
          onState: (next) => {
            if (run === latest.current) setState(next)
          },
        },
      )
    }),
  )
  const start = useCallback(
    (photoIds: readonly string[], { name }: { name?: string } = {}): Promise<RequestState> =>
      startOnce({ photoIds, name }),
    [startOnce],
  )
  const reset = useCallback(() => {
    latest.current += 1
    setState(notRequested)
  }, [])
  return { start, state, reset }
}
