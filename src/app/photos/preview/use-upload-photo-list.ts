import { useUploadPhotos } from '#app/queries/photos/upload-photos'
import type { PreviewPhoto } from './preview-photo'
import { loadedOfUpload, type UploadScope } from './same-upload'

/** The photos of the shown photo's upload as the details panel lists them, wherever they come from. */
export interface UploadPhotoList {
  /** The upload's photos so far, the shown one among them, in the upload's order. */
  photos: readonly PreviewPhoto[]
  pending: boolean
  /** The first page failed: nothing to list; `retry` asks again. */
  failed: boolean
  retry: () => void
  /** Further pages, when the list comes from the photo service. */
  more?: { hasNextPage: boolean; isFetchingNextPage: boolean; failed: boolean; fetchNextPage: () => void }
}

/**
 * In the library, the photo service is asked for the whole upload (GET /photos?uploadId, page by page, issue 43); in
 * an album, the album's loaded photos are searched, since only those can be shown there.
 */
export function useUploadPhotoList({
  photo,
  photos,
  scope,
}: {
  photo: PreviewPhoto
  photos: readonly PreviewPhoto[]
  scope: UploadScope
}): UploadPhotoList {
  const asked = scope === 'library' ? photo.uploadId : undefined
  const query = useUploadPhotos(asked)
  if (asked === undefined) {
    return { photos: loadedOfUpload(photos, photo), pending: false, failed: false, retry: () => {} }
  }
  return {
    photos: query.data?.pages.flatMap((page) => page.images) ?? [],
    pending: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    more: {
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      failed: query.isFetchNextPageError,
      fetchNextPage: () => void query.fetchNextPage({ cancelRefetch: false }),
    },
  }
}
