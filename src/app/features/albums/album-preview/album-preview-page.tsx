import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useRemoveFromAlbum } from '#app/features/albums/use-remove-from-album'
import { albumPath } from '#app/photos/album-path'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { PreviewPageShell } from '#app/photos/preview/preview-page-shell'
import { returnFocusTo } from '#app/photos/preview/return-focus'
import type { Photo } from '#app/photos/timeline-model'
import { downloadPhoto } from '#app/platform/downloads/photo-download'
import { usePlatform } from '#app/platform/platform-context'
import { useAlbum } from '#app/queries/photos/albums'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { useToasts } from '#app/ui/toast/toast-provider'
import { albumPhotoPreviewPath } from './album-preview-path'
import { useAlbumPreviewPhotos } from './use-album-preview-photos'

/**
 * albumPhotoPreview (/my-photos/albums/:id/preview/:photoId): the full-screen preview of an album's photos, in
 * the album's sort. Back and Escape return to the album; the bottom bar copies to another album, deletes from
 * this one (optimistically, with the album screen's toasts) and downloads.
 */
export function AlbumPreviewPage() {
  const { id: albumId = '', photoId = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const toasts = useToasts()
  const { flags } = usePlatform()
  const album = useAlbum(albumId)
  const { list, gone } = useAlbumPreviewPhotos(albumId, album.data?.photosCount)
  const removal = useRemoveFromAlbum(albumId, album.data?.albumName ?? '')
  const download = useOnceMutation({ mutationFn: downloadPhoto })
  const [copying, setCopying] = useState<string | null>(null)
  // The photo just removed: the list without it may render before the move to its neighbour does.
  const [leaving, setLeaving] = useState<string | null>(null)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const albumUrl = `${albumPath({ albumId, isShared: false }, false)}${search}`
  // Replacing the preview: the browser's Back then does not reopen it.
  const close = useCallback(() => void navigate(albumUrl, { replace: true }), [navigate, albumUrl])
  const show = useCallback(
    (id: string) => void navigate(`${albumPhotoPreviewPath({ albumId }, id)}${search}`, { replace: true }),
    [navigate, albumId, search],
  )

  if (album.data?.isShared && flags.SharedAlbumsViewEnabled) {
    return <Navigate to={`${albumPhotoPreviewPath(album.data, photoId, true)}${search}`} replace />
  }
  const { photos } = list
  // The photo leaves the album's lists at once (use-remove-from-album.ts), so the preview moves on first.
  const onDelete = (photo: Photo) => {
    const index = photos.findIndex((candidate) => candidate.imageId === photo.imageId)
    const neighbour = photos[index + 1] ?? photos[index - 1]
    setLeaving(photo.imageId)
    removal.remove([photo.imageId], {
      // Undo brings it back where it was: shown again in the preview (which takes focus), or its cell in the album.
      onUndo: () => {
        if (mounted.current) {
          show(photo.imageId)
          requestAnimationFrame(() => document.querySelector<HTMLElement>('section.photo-preview')?.focus())
        } else returnFocusTo(photo)
      },
    })
    if (neighbour) show(neighbour.imageId)
    else close()
  }
  const onDownload = (photo: Photo) =>
    download.mutate(photo, {
      onError: () => toasts.show(intl.formatMessage({ id: 'preview.downloadError' }), { kind: 'error' }),
    })

  return (
    <PreviewPageShell
      failureMessageId="albums.photos.loadError"
      list={list}
      gone={gone}
      leaving={leaving}
      route={{ listUrl: albumUrl, currentId: photoId, onNavigate: show, onClose: close }}
      actions={{
        inAlbum: true,
        shared: album.data?.isShared === true,
        onCopyToAlbum: (photo) => setCopying(photo.imageId),
        // The toasts name the album: deleting waits for it.
        ...(album.data ? { onDelete } : {}),
        onDownload,
        downloading: download.isPending,
      }}
    >
      <CopyToAlbum
        photoIds={copying ? [copying] : null}
        excludeAlbumId={albumId}
        onClose={() => setCopying(null)}
      />
    </PreviewPageShell>
  )
}
