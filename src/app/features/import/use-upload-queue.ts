import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { logFailedCall } from '#app/api/log-failure'
import { currentAccessToken } from '#app/platform/auth/session'
import { usePlatform } from '#app/platform/platform-context'
import { customerQuery } from '#app/queries/customers'
import { photoLibraryKeys } from '#app/queries/photos'
import { dateTakenOf } from './date-taken'
import type { PickedFile } from './file-acceptance'
import { uploadEndpoint, uploadRequestUrl } from './upload-endpoint'
import { createUploadQueue, type SendUpload, type UploadQueue } from './upload-queue'
import { sendUpload } from './upload-request'

/**
 * The upload of the picked photos, started by `start` (automatic upload is off). When nothing is pending any
 * more and some photos went up, the library's queries are refreshed so they appear in the timeline. Uploads
 * are not cancelled when the modal unmounts: the modal cannot be closed while they run, and a photo that was
 * sent is in the library anyway.
 */
export function useUploadQueue(files: readonly PickedFile[]) {
  const { clients, config } = usePlatform()
  const queryClient = useQueryClient()
  const [queue] = useState<UploadQueue>(() => {
    const endpoint = uploadEndpoint(config.services, window.location.search)
    const send: SendUpload = async (file, onProgress) => {
      const [{ accountId }, dateTaken, accessToken] = await Promise.all([
        queryClient.ensureQueryData(customerQuery(clients.customers)),
        dateTakenOf(file),
        currentAccessToken(),
      ])
      return sendUpload({
        url: uploadRequestUrl(endpoint, accountId),
        file,
        dateTaken,
        accessToken,
        onProgress,
      })
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
