import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { AlbumNameForm } from '#app/photos/album-name-form'
import { albumPath } from '#app/photos/album-path'
import { usePlatform } from '#app/platform/platform-context'
import { useCreateAlbum } from '#app/queries/photos/album-mutations'
import { useCopyToAlbum } from '#app/queries/photos/album-photos'
import type { Album } from '#app/queries/photos/albums'
import { ErrorState } from '#app/ui/error-state'
import { Modal } from '#app/ui/modal/modal'
import { useToasts } from '#app/ui/toast/toast-provider'
import { AlbumChoices, useAlbumChoices } from './album-choices'
import { CopiedMessage } from './copied-message'
import '#app/photos/albums.css'
import './copy-to-album.css'
import { PlusIcon } from '#app/ui/icons'

export interface CopyToAlbumModalProps {
  photoIds: readonly string[]
  /** The album the photos are in, when copying from one: not offered as a target. */
  excludeAlbumId?: string | undefined
  onClose: () => void
  /** After a successful copy, as the modal closes (the opener leaves selection mode). */
  onCopied?: (() => void) | undefined
}

/**
 * 'Copy to album' (docs/requirements/copy-to-album.md#copy-to-album-modal): the user's albums to copy into and a form
 * that creates a new one and copies into it. Success closes it with the toast 'Photos copied to' and a link to the
 * album; a failure stays inside the open modal, and the opener keeps its selection.
 */
export function CopyToAlbumModal({ photoIds, excludeAlbumId, onClose, onCopied }: CopyToAlbumModalProps) {
  const navigate = useNavigate()
  const { search } = useLocation()
  const { flags } = usePlatform()
  const toasts = useToasts()
  const copy = useCopyToAlbum()
  const creation = useCreateAlbum()
  const choices = useAlbumChoices(excludeAlbumId)
  const [creating, setCreating] = useState(false)
  const formId = useId()
  const formArea = useRef<HTMLDivElement>(null)
  const busy = copy.isPending || creation.isPending
  const failed = !busy && (copy.isError || creation.isError)
  const showForm = creating || choices.none

  // The form opens on request, so its field gets the focus then (not when the modal opens: the list comes first).
  useEffect(() => {
    if (creating) formArea.current?.querySelector('input')?.focus()
  }, [creating])

  const copyTo = (album: Album) => {
    creation.reset()
    copy.mutate(
      { albumId: album.albumId, photoIds },
      {
        onSuccess: () => {
          onCopied?.()
          onClose()
          const path = `${albumPath(album, flags.SharedAlbumsViewEnabled)}${search}`
          toasts.show(<CopiedMessage album={album} path={path} navigate={(to) => void navigate(to)} />, {
            kind: 'success',
          })
        },
      },
    )
  }
  const createAndCopy = (name: string) => {
    copy.reset()
    creation.mutate(name, {
      // The new album is in the list from now on: a failed copy is retried by choosing it there.
      onSuccess: (album) => {
        setCreating(false)
        copyTo(album)
      },
    })
  }

  return (
    // The full-screen preview listens for arrow keys and Escape on the document: keys pressed in here stay here.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps the dialog's own key presses in
    <div className="copy-to-album__keys" onKeyDown={(event) => event.stopPropagation()}>
      <Modal
        open
        onClose={onClose}
        dismissible={!busy}
        className="copy-to-album"
        title={<FormattedMessage id="preview.copyToAlbum" />}
      >
        <p className="copy-to-album__amount">
          <FormattedMessage id="albums.copy.selected" values={{ amount: photoIds.length }} />
        </p>
        {failed ? <ErrorState message={<FormattedMessage id="albums.create.error" />} /> : null}
        <p className="copy-to-album__status" role="status">
          {busy ? <FormattedMessage id="albums.copy.copying" /> : null}
        </p>
        <div className="copy-to-album__new" ref={formArea}>
          <button
            type="button"
            className="album-choice album-choice--new"
            aria-expanded={showForm}
            aria-controls={formId}
            disabled={busy || choices.none}
            onClick={() => setCreating((open) => !open)}
          >
            <span className="album-choice__cover">
              <PlusIcon />
            </span>
            <span className="album-choice__name">
              <FormattedMessage id="albums.new" />
            </span>
          </button>
          {showForm ? (
            <div id={formId}>
              <AlbumNameForm
                submitLabelId="albums.create.submit"
                failureId="albums.create.error"
                saving={busy}
                failed={false}
                onSubmit={createAndCopy}
              />
            </div>
          ) : null}
        </div>
        <AlbumChoices
          choices={choices}
          busyAlbumId={copy.isPending ? copy.variables.albumId : undefined}
          disabled={busy}
          onChoose={copyTo}
        />
      </Modal>
    </div>
  )
}
