import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useDeletePhotos } from '#app/features/photo-library/selection/use-delete-photos'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { PreviewPageShell } from '#app/photos/preview/preview-page-shell'
import { returnFocusTo } from '#app/photos/preview/return-focus'
import type { Photo } from '#app/photos/timeline-model'
import { downloadPhoto } from '#app/platform/downloads/photo-download'
import { readPhotoSort } from '#app/platform/photo-sort'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { href } from '#app/routes'
import { usePreviewPhotos } from './use-preview-photos'

/**
 * How long a failure stays in the preview (a notification state resets after 10 seconds,
 * docs/requirements/shell-and-menu.md#shell-notifications).
 */
const alertResetMs = 10_000

const alertMessages = {
  delete: { id: 'preview.deleteError' },
  download: { id: 'preview.downloadError' },
} as const

type PreviewAlert = keyof typeof alertMessages

/**
 * photoPreview (/my-photos/photos/preview/:id): the full-screen preview of the Photos screen's photos.
 * Its photos come month by month from the timeline when the sort key is 'created', else from GET /photos
 * (usePreviewPhotos).
 */
export function PhotoPreviewPage() {
  const { id = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage))
  const list = usePreviewPhotos(sort)
  const [alert, setAlert] = useState<PreviewAlert | null>(null)
  const [copying, setCopying] = useState<string | null>(null)

  const listUrl = `${href('photos')}${search}`
  const { photos } = list

  useEffect(() => {
    if (!alert) return
    const timer = setTimeout(() => setAlert(null), alertResetMs)
    return () => clearTimeout(timer)
  }, [alert])

  // Replacing the preview: the browser's Back then does not reopen it.
  const close = useCallback(() => navigate(listUrl, { replace: true }), [navigate, listUrl])
  const show = useCallback(
    (photoId: string) => {
      setAlert(null)
      navigate(`${href('photoPreview', { id: photoId })}${search}`, { replace: true })
    },
    [navigate, search],
  )

  // Optimistic, as everywhere (docs/requirements/photos-screen.md#photos-deletion), with Undo (decision 0028): the
  // photo leaves every list at once and the preview moves on to the next one; a toast offers Undo for 5 s before the
  // deletion is sent. Undo, or a failed deletion, puts it back where it was and shows it again (a failure with the
  // message). Deleting the last photo closes the preview: Undo then puts it back in the list (its cell takes focus),
  // a failure says so in a toast.
  const deletion = useDeletePhotos({ preload: true })
  const download = useOnceMutation({ mutationFn: downloadPhoto })
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // The photo just deleted: the list without it may render before the move to its neighbour does.
  const [leaving, setLeaving] = useState<string | null>(null)

  const onDelete = (photo: Photo) => {
    setAlert(null)
    const index = photos.findIndex((candidate) => candidate.imageId === photo.imageId)
    const neighbour = photos[index + 1] ?? photos[index - 1]
    setLeaving(photo.imageId)
    const backTo = () => {
      if (!mounted.current) return false
      show(photo.imageId)
      return true
    }
    deletion.remove([photo.imageId], {
      onUndo: () => {
        if (backTo()) {
          // Undo's button has gone with its toast: focus goes to the preview (its own region, tabIndex -1), on the
          // photo it brought back.
          requestAnimationFrame(() => document.querySelector<HTMLElement>('section.photo-preview')?.focus())
        } else returnFocusTo(photo)
      },
      onFailed: () => {
        if (!backTo()) return false
        setAlert('delete')
        return true
      },
    })
    if (neighbour) show(neighbour.imageId)
    else close()
  }
  const onDownload = (photo: Photo) => {
    setAlert(null)
    download.mutate(photo, { onError: () => setAlert('download') })
  }

  return (
    <PreviewPageShell
      failureMessageId="photos.loadError"
      list={list}
      leaving={leaving}
      route={{ listUrl, currentId: id, onNavigate: show, onClose: close }}
      actions={{
        onCopyToAlbum: (photo) => setCopying(photo.imageId),
        onDelete,
        onDownload,
        downloading: download.isPending,
      }}
      alert={alert ? intl.formatMessage(alertMessages[alert]) : null}
      onDismissAlert={() => setAlert(null)}
    >
      <CopyToAlbum photoIds={copying ? [copying] : null} onClose={() => setCopying(null)} />
    </PreviewPageShell>
  )
}
