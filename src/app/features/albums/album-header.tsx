import { Suspense, useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { AlbumStats } from '#app/photos/album-stats'
import { albumTitleClass } from '#app/photos/album-title'
import { DeleteAlbumModal } from '#app/photos/delete-album-modal'
import type { Album } from '#app/queries/albums'
import { lazyWithPreload } from '#app/ui/lazy-with-preload'
import { useDocumentTitle } from '#app/ui/use-document-title'

// 'Edit album name' and its form (react-hook-form, the name's schema) load when it is first wanted, not with the album
// screen (DESIGN §8: a page's own JS); pointing at or focusing the name asks for them, so the dialog opens at once.
const { Component: RenameAlbumModal, preload: preloadRenameAlbumModal } = lazyWithPreload(() =>
  import('./rename-album-modal').then((m) => m.RenameAlbumModal),
)

/**
 * The album screen's header: 'My albums', the name (a button that opens 'Edit album name'), the stats and
 * 'Add photos' and 'Delete album'. Shared albums are read-only (spec §6): their name is plain text and only their owner may delete.
 */
export function AlbumHeader({ album, onAddPhotos }: { album: Album; onAddPhotos?: () => void }) {
  useDocumentTitle(album.albumName)
  const { search } = useLocation()
  const hintId = useId()
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  // Once opened the rename dialog stays mounted (closed), as it did when it came with the page.
  const [renameWanted, setRenameWanted] = useState(false)
  if (dialog === 'rename' && !renameWanted) setRenameWanted(true)
  const close = () => setDialog(null)
  const ownAlbum = 'userId' in album
  return (
    <header className="album-header">
      <Link to={`/my-photos/albums${search}`} className="album-header__back">
        <FormattedMessage id="albums.back" />
      </Link>
      <div className="album-header__main">
        <div className="album-header__text">
          <h1 className={`page__title ${albumTitleClass(album.albumName)}`}>
            {album.isShared ? (
              album.albumName
            ) : (
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
                <PencilIcon />
              </button>
            )}
          </h1>
          <span id={hintId} hidden>
            <FormattedMessage id="albums.rename.title" />
          </span>
          <AlbumStats album={album} />
        </div>
        <div className="album-header__actions">
          {onAddPhotos && !album.isShared ? (
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              onClick={onAddPhotos}
            >
              <FormattedMessage id="albums.addPhotos.open" />
            </button>
          ) : null}
          {ownAlbum ? (
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setDialog('delete')}
            >
              <FormattedMessage id="albums.delete.open" />
            </button>
          ) : null}
        </div>
      </div>
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
    </header>
  )
}

function PencilIcon() {
  return (
    <svg className="album-header__pencil" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </svg>
  )
}
