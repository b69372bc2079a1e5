import { useCallback, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { DownloadablePhoto } from '#app/platform/downloads/photo-download'
import { finished, inProgress, notRequested, type RequestState } from '#app/platform/downloads/request-state'
import { logError } from '#app/platform/logger'
import { useToasts } from '#app/ui/toast/toast-provider'

/**
 * Downloads one photo directly (initial, pending, success, failure: docs/requirements/downloads.md#downloads-single). A
 * failure shows 'Error: Your photo could not be downloaded'. Needs a ToastProvider above it.
 */
export function usePhotoDownload() {
  const toasts = useToasts()
  const intl = useIntl()
  const [state, setState] = useState<RequestState>(notRequested)
  const latest = useRef(0)
  const download = useCallback(
    async (photo: DownloadablePhoto): Promise<RequestState> => {
      latest.current += 1
      const run = latest.current
      const report = (next: RequestState) => {
        if (run === latest.current) setState(next)
        return next
      }
      report(inProgress)
      try {
        // Loaded on the first download, not with the page.
        const { downloadPhoto } = await import('#app/platform/downloads/photo-download')
        await downloadPhoto(photo)
        return report(finished)
      } catch (error) {
        logError('A photo could not be downloaded', { error: String(error) })
        toasts.show(intl.formatMessage({ id: 'downloads.error.photo' }), { kind: 'error' })
        return report({ status: 'Failed' })
      }
    },
    [toasts, intl],
  )
  const reset = useCallback(() => {
    latest.current += 1
    setState(notRequested)
  }, [])
  return { download, state, reset }
}
