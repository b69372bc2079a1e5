import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { isApiError } from '#app/api/api-error'
import { currentAccessToken, renewAccessToken } from '#app/platform/auth/session'
import { usePlatform } from '#app/platform/platform-context'
import { logFailedCall } from '#app/queries/log-failed-call'
import { photoLibraryKeys } from '#app/queries/photos'
import { sendUpload, useUploadAccountId } from '#app/queries/upload-photo'
import { dateTakenOf } from './date-taken'
import type { PickedFile } from './file-acceptance'
import { uploadEndpoint, uploadRequestUrl } from './upload-endpoint'
import { createUploadQueue, type SendUpload, type UploadQueue } from './upload-queue'

/**
 * The upload of the picked photos, started by `start` (automatic upload is off). When nothing is pending any
 * more and some photos went up, the library's queries are refreshed so they appear in the timeline. Uploads
 * are not cancelled when the modal unmounts: the modal cannot be closed while they run, and a photo that was
 * sent is in the library anyway.
 */
export function useUploadQueue(files: readonly PickedFile[]) {
  const { config } = usePlatform()
  const queryClient = useQueryClient()
  const uploadAccountId = useUploadAccountId()
  const [queue] = useState<UploadQueue>(() => {
    const endpoint = uploadEndpoint(config.services, window.location.search)
    const send: SendUpload = async (file, onProgress) => {
      const [accountId, dateTaken, accessToken] = await Promise.all([
        uploadAccountId(),
        dateTakenOf(file),
        currentAccessToken(),
      ])
      const upload = (token: string | undefined) =>
        sendUpload({
          url: uploadRequestUrl(endpoint, accountId),
          file,
          dateTaken,
          accessToken: token,
          onProgress,
        })
      try {
        return await upload(accessToken)
      } catch (error) {
        // A refused token is renewed and the photo sent once more, as the service clients do: a 401 stored nothing.
        if (!(isApiError(error) && error.status === 401)) throw error
        // Another call may have renewed it meanwhile; only a refused current token needs renewing.
        const current = await currentAccessToken()
        const renewed = current && current !== accessToken ? current : await renewAccessToken()
        if (!renewed) throw error
        onProgress(0)
        return upload(renewed)
      }
    }
    return createUploadQueue({
      files,
      send,
      onFailure: logFailedCall,
      onSettled: () => void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.all }),
    })
  })
  const items = useSyncExternalStore(queue.subscribe, () => queue.items)
  return { items, start: queue.start, retry: queue.retry }
}
