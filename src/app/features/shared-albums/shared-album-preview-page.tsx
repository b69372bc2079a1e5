import { useCallback, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { usePhotoDownload } from '#app/photos/downloads/use-photo-download'
import { usePagedPhotos } from '#app/photos/preview/paged-photos'
import { PreviewPageShell } from '#app/photos/preview/preview-page-shell'
import { readPhotoSort } from '#app/platform/photo-sort'
import { useSharedAlbum, useSharedAlbumPhotos } from '#app/queries/shared-albums/shared-album'
import { sharedAlbumPath, sharedAlbumPreviewPath } from './shared-album-paths'

/**
 * sharedAlbumPhotoPreview (/my-photos/shared-albums/:id/preview/:photoId): the full-screen preview of a shared
 * album's photos, in the album's sort. Copy and delete are disabled ('Unavailable for shared albums'); download
 * works. Reaching the last loaded photo fetches the next page (docs/requirements/photo-preview.md#preview-navigation).
 * Back and Escape return to the album, as does an id that is not one of its photos.
 */
export function SharedAlbumPreviewPage() {
  const { id = '', photoId = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage, 'sharedAlbumPhotos'))
  // 'n of m' counts the album's photos.
  const list = usePagedPhotos(useSharedAlbumPhotos(id, sort), useSharedAlbum(id).data?.photosCount)
  const download = usePhotoDownload()

  const albumUrl = `${sharedAlbumPath(id)}${search}`
  // Replacing the preview: the browser's Back then does not reopen it.
  const close = useCallback(() => navigate(albumUrl, { replace: true }), [navigate, albumUrl])
  const show = useCallback(
    (next: string) => navigate(`${sharedAlbumPreviewPath(id, next)}${search}`, { replace: true }),
    [navigate, id, search],
  )

  return (
    <PreviewPageShell
      failureMessageId="albums.photos.loadError"
      list={list}
      route={{ listUrl: albumUrl, currentId: photoId, onNavigate: show, onClose: close }}
      actions={{
        shared: true,
        inAlbum: true,
        onDownload: (photo) => void download.download(photo),
        downloading: download.state.status === 'InProgress',
      }}
    />
  )
}
