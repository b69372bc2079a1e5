import { useCallback } from 'react'
import { useArchiveDownload } from '#app/photos/downloads/use-archive-download'
import { usePhotoDownload } from '#app/photos/downloads/use-photo-download'
import type { RequestState } from '#app/platform/downloads/request-state'
import { useLoadedLibraryPhoto } from '#app/queries/photos/loaded-photos'

/** Photos that can be downloaded at once (docs/requirements/downloads.md#downloads-limit). */
export const downloadLimit = 100

/**
 * Downloads a selection: one photo directly (docs/requirements/downloads.md#downloads-single), several as a zip
 * announced over the push channel (docs/requirements/downloads.md#downloads-archive). Resolves with the final state
 * once the download is over: Finished when the file is saved (one photo) or the archive is ready and saved
 * (several), Failed otherwise; never rejects. A toolbar leaves selection mode on Finished only (selection mode is
 * left after bulk actions complete, docs/requirements/photos-screen.md#photos-selection), so a failed download can
 * be tried again.
 */
export function useSelectionDownload(): (photoIds: string[]) => Promise<RequestState> {
  const loadedPhoto = useLoadedLibraryPhoto()
  const archive = useArchiveDownload()
  const single = usePhotoDownload()
  return useCallback(
    (photoIds: string[]) => {
      if (photoIds.length === 1) {
        const photo = loadedPhoto(photoIds[0]!)
        if (photo) return single.download(photo)
      }
      return archive.start(photoIds)
    },
    [loadedPhoto, archive, single],
  )
}
