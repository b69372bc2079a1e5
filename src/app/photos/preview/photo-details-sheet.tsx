import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { formatDayAndTime } from '#app/platform/i18n/dates'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { matches, takenOrTyped } from '#app/ui/keys'
import { closeByBackThen } from '#app/ui/modal/close-by-back'
import { Modal } from '#app/ui/modal/modal'
import { previewKeys } from '../shortcuts/preview-keys'
import './photo-details.css'
import { photoFacts } from './photo-facts'
import type { PreviewPhoto } from './preview-photo'
import type { UploadScope } from './same-upload'
import { SameUploadPhotos } from './same-upload-photos'
import { useUploadPhotoList } from './use-upload-photo-list'

export interface PhotoDetailsSheetProps {
  photo: PreviewPhoto
  /** The photos the preview has loaded, in its order: in an album, the other photos of the upload are found there. */
  photos: readonly PreviewPhoto[]
  scope: UploadScope
  onClose: () => void
  /** Shows another photo in the preview (replacing the address). */
  onShow: (photoId: string) => void
  /** The preview's previous and next photo, the panel staying open (its arrow keys). */
  onPrevious: () => void
  onNext: () => void
}

/**
 * While the panel is open, the preview's arrow keys still browse and `i` closes it, as in Google Photos and Immich;
 * Escape is the dialog's own. Not while typing, nor twice before the panel has moved on: each step closes the
 * panel's history entry first (closeByBackThen), and a second Back would leave the preview.
 */
function useKeysWhileOpen({
  onPrevious,
  onNext,
  onClose,
}: {
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
}) {
  const stepping = useRef(false)
  const latest = useRef({ onPrevious, onNext, onClose })
  latest.current = { onPrevious, onNext, onClose }
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (takenOrTyped(event)) return
      const action = matches(event, previewKeys.previous)
        ? latest.current.onPrevious
        : matches(event, previewKeys.next)
          ? latest.current.onNext
          : matches(event, previewKeys.info)
            ? latest.current.onClose
            : undefined
      if (!action) return
      event.preventDefault()
      if (stepping.current) return
      stepping.current = true
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

/**
 * The preview's details (issue 28): file name, date taken, date uploaded and size in pixels, only those the photo
 * has, and the other photos uploaded with it. A dialog of the kit, a side sheet on wide screens and a bottom sheet on
 * phones: Back and Escape close it before they close the preview, and focus returns to Info.
 */
export function PhotoDetailsSheet({
  photo,
  photos,
  scope,
  onClose,
  onShow,
  onPrevious,
  onNext,
}: PhotoDetailsSheetProps) {
  const intl = useIntl()
  useKeysWhileOpen({
    onPrevious: () => closeByBackThen(onClose, onPrevious),
    onNext: () => closeByBackThen(onClose, onNext),
    onClose,
  })
  const uploadList = useUploadPhotoList({ photo, photos, scope })
  const facts = photoFacts(photo)
  const term = (id: string) => intl.formatMessage({ id })
  return (
    <Modal open onClose={onClose} title={term('preview.info')} placement="side" className="photo-details">
      <DescriptionList
        items={[
          { id: 'fileName', term: term('preview.details.fileName'), details: facts.fileName },
          {
            id: 'dateTaken',
            term: term('preview.details.dateTaken'),
            details: facts.dateTaken && formatDayAndTime(intl, facts.dateTaken),
          },
          {
            id: 'uploaded',
            term: term('preview.details.uploaded'),
            details: facts.uploaded && formatDayAndTime(intl, facts.uploaded),
          },
          {
            id: 'pixels',
            term: term('preview.details.size'),
            details: facts.pixels && intl.formatMessage({ id: 'preview.details.pixels' }, facts.pixels),
          },
        ]}
      />
      <SameUploadPhotos
        photo={photo}
        list={uploadList}
        scope={scope}
        onShow={(photoId) => closeByBackThen(onClose, () => onShow(photoId))}
      />
    </Modal>
  )
}
