import { useCallback, useState } from 'react'
import type { RequestState } from '#app/platform/downloads/request-state'
import { useSelection } from './selection-context'

/**
 * A selection toolbar's Download: starts the download of the selected photos and leaves selection mode once it has
 * completed (the photo saved, or the archive ready and saved), not on the click (selection mode is left after bulk
 * actions complete, docs/requirements/photos-screen.md#photos-selection). On failure selection mode stays, so the
 * customer can try again. `busy` while the download runs, so one click makes one archive.
 */
export function useToolbarDownload(download: ((photoIds: string[]) => Promise<RequestState>) | undefined) {
  const selection = useSelection()
  const { stop } = selection
  const [busy, setBusy] = useState(false)
  const start = useCallback(
    (photoIds: string[]) => {
      if (!download) return
      setBusy(true)
      void download(photoIds).then((state) => {
        setBusy(false)
        if (state.status === 'Finished') stop()
      })
    },
    [download, stop],
  )
  return { start, busy }
}
