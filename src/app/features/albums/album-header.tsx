import { Suspense, useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { AlbumHeaderFrame } from '#app/photos/album-page/album-header-frame'
import { DeleteAlbumButton } from '#app/photos/album-page/delete-album-button'
import { AlbumStats } from '#app/photos/album-stats'
import { DeleteAlbumModal } from '#app/photos/delete-album-modal'
import type { Album } from '#app/queries/photos/albums'
import { PathIcon } from '#app/ui/icons'
import { lazyWithPreload } from '#app/ui/lazy-with-preload'
import { AddPhotosButton } from './add-photos/add-photos-button'

// 'Edit album name' and its form (react-hook-form, the name's schema) load when it is first wanted, not with the album
// screen (a page's own JS, docs/requirements/budgets.md#budgets-every-route); pointing at or focusing the name asks
// for them, so the dialog opens at once.
const { Component: RenameAlbumModal, preload: preloadRenameAlbumModal } = lazyWithPreload(() =>
  import('./rename-album-modal').then((m) => m.RenameAlbumModal),
)

/**
 * The album screen's header: 'My albums', the name (a button that opens 'Edit album name'), the stats and
 * 'Add photos' and 'Delete album' (docs/requirements/albums.md#albums-header). Shared albums are read-only
 * (docs/requirements/shared-albums.md#shared-albums-read-only): their name is plain text and only their owner may
 * delete.
 */
export function AlbumHeader({ album, onAddPhotos }: { album: Album; onAddPhotos?: () => void }) {
  const hintId = useId()
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  // Once opened the rename dialog stays mounted (closed), as it did when it came with the page.
  const [renameWanted, setRenameWanted] = useState(false)
  if (dialog === 'rename' && !renameWanted) setRenameWanted(true)
  const close = () => setDialog(null)
  const ownAlbum = 'userId' in album
  return (
    <AlbumHeaderFrame
      name={album.albumName}
      heading={
        album.isShared ? undefined : (
          <button
            type="button"
            className="album-header__name"
            aria-haspopup="dialog"
            aria-describedby={hintId}
            onPointerEnter={preloadRenameAlbumModal}
            onFocus={preloadRenameAlbumModal}
            onClick={() => setDialog('rename')}
          >
            {album.albumName}
            <PathIcon
              className="album-header__pencil"
              strokeWidth={1.75}
              d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
            />
          </button>
        )
      }
      details={
        <>
          <span id={hintId} hidden>
            <FormattedMessage id="albums.rename.title" />
          </span>
          <AlbumStats album={album} />
        </>
      }
      actions={
        <div className="album-header__actions">
          {onAddPhotos && !album.isShared ? <AddPhotosButton onClick={onAddPhotos} /> : null}
          {ownAlbum ? <DeleteAlbumButton onClick={() => setDialog('delete')} /> : null}
        </div>
      }
    >
      {renameWanted ? (
        <Suspense fallback={null}>
          <RenameAlbumModal
            albumId={album.albumId}
            name={album.albumName}
            open={dialog === 'rename'}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <DeleteAlbumModal
        albumId={album.albumId}
        name={album.albumName}
        open={dialog === 'delete'}
        onClose={close}
      />
    </AlbumHeaderFrame>
  )
}
