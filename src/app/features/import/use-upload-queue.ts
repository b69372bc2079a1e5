import { useState, useSyncExternalStore } from 'react'
import { usePlatform } from '#app/platform/platform-context'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useRefreshPhotoLibrary } from '#app/queries/photos/timeline'
import { useUploadPhoto } from '#app/queries/upload-photo'
import { dateTakenOf } from './date-taken'
import type { PickedFile } from './file-acceptance'
import { uploadEndpoint, uploadRequestUrl } from './upload-endpoint'
import { createUploadQueue, type UploadQueue } from './upload-queue'

/**
 * The upload of the picked photos, started by `start` (automatic upload is off). When nothing is pending any
 * more and some photos went up, the library is asked again so they appear in the timeline. Uploads
 * are not cancelled when the modal unmounts: the modal cannot be closed while they run, and a photo that was
 * sent is in the library anyway.
 */
export function useUploadQueue(files: readonly PickedFile[]) {
  const { config } = usePlatform()
  const uploadPhoto = useUploadPhoto()
  const refreshLibrary = useRefreshPhotoLibrary()
  const [queue] = useState<UploadQueue>(() => {
    const endpoint = uploadEndpoint(config.services, window.location.search)
    return createUploadQueue({
      files,
      send: (file, onProgress) =>
        uploadPhoto({
          url: (accountId) => uploadRequestUrl(endpoint, accountId),
          file,
          dateTaken: dateTakenOf(file),
          onProgress,
        }),
      onFailure: logFailedCall,
      onSettled: refreshLibrary,
    })
  })
  const items = useSyncExternalStore(queue.subscribe, () => queue.items)
  return { items, start: queue.start, retry: queue.retry }
}
