import { Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { useOwnAlbums } from '#app/queries/photos/albums'
import { useSharedAlbums } from '#app/queries/shared-albums/shared-album-list'
import { ErrorState } from '#app/ui/error-state'
import { lazyWithPreload } from '#app/ui/lazy-with-preload'
import { LoadMore } from '#app/ui/load-more'
import { AlbumTile } from './album-tile'
import '#app/photos/albums.css'
import { PlusIcon } from '#app/ui/icons'

// 'Create new album' and its form (react-hook-form, the name's schema) load when it is first wanted, not with the
// Albums tab (a page's own JS, docs/requirements/budgets.md#budgets-every-route); pointing at or focusing the tile
// asks for them, so the dialog opens at once.
const { Component: CreateAlbumModal, preload: preloadCreateAlbumModal } = lazyWithPreload(() =>
  import('./create-album-modal').then((m) => m.CreateAlbumModal),
)

const skeletonKeys = ['a', 'b', 'c', 'd'].map((key) => `skeleton-${key}`)

function SkeletonTiles() {
  return skeletonKeys.map((key) => (
    <li key={key} className="album-tile album-tile--skeleton" aria-hidden="true" />
  ))
}

function NewAlbumTile() {
  const [open, setOpen] = useState(false)
  // Once opened the dialog stays mounted (closed), as it did when it came with the tab.
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  return (
    <li className="album-tile">
      <button
        type="button"
        className="album-tile__new"
        aria-haspopup="dialog"
        onPointerEnter={preloadCreateAlbumModal}
        onFocus={preloadCreateAlbumModal}
        onClick={() => setOpen(true)}
      >
        <span className="album-tile__cover album-tile__cover--new">
          <PlusIcon />
        </span>
        <span className="album-tile__name">
          <FormattedMessage id="albums.new" />
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CreateAlbumModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </li>
  )
}

/** The user's own albums: the 'New album' tile first, then a tile per album, page by page. */
function OwnAlbums() {
  const intl = useIntl()
  const albums = useOwnAlbums()
  const list = albums.data?.pages.flatMap((page) => page.albums) ?? []
  if (albums.isError && !albums.data) {
    return (
      <ErrorState
        message={<FormattedMessage id="albums.loadError" />}
        onRetry={() => void albums.refetch()}
      />
    )
  }
  return (
    <section className="albums-section" aria-labelledby="own-albums-title" aria-busy={albums.isPending}>
      <h2 id="own-albums-title" className="albums-section__title">
        <FormattedMessage id="albums.own.title" />
      </h2>
      <ul className="album-grid">
        <NewAlbumTile />
        {list.map((album) => (
          <AlbumTile key={album.albumId} album={album} />
        ))}
        {albums.isPending || albums.isFetchingNextPage ? <SkeletonTiles /> : null}
      </ul>
      {albums.isSuccess && list.length === 0 ? (
        <p className="albums-hint">
          <FormattedMessage id="albums.empty" />
        </p>
      ) : null}
      {albums.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id="albums.loadError" />}
          onRetry={() => void albums.fetchNextPage()}
        />
      ) : null}
      <LoadMore
        hasNextPage={albums.hasNextPage}
        isFetchingNextPage={albums.isFetchingNextPage}
        failed={albums.isFetchNextPageError}
        fetchNextPage={() => void albums.fetchNextPage()}
        label={intl.formatMessage({ id: 'albums.loadMore' })}
      />
    </section>
  )
}

/** 'Shared with you': albums others shared with the user; left out while they have none. */
function SharedAlbums() {
  const intl = useIntl()
  const albums = useSharedAlbums()
  const list = albums.data?.pages.flatMap((page) => page.albums) ?? []
  if (albums.isSuccess && list.length === 0) return null
  return (
    <section className="albums-section" aria-labelledby="shared-albums-title" aria-busy={albums.isPending}>
      <h2 id="shared-albums-title" className="albums-section__title">
        <FormattedMessage id="albums.shared.title" />
      </h2>
      {albums.isError && !albums.data ? (
        <ErrorState
          message={<FormattedMessage id="albums.shared.loadError" />}
          onRetry={() => void albums.refetch()}
        />
      ) : (
        <ul className="album-grid">
          {list.map((album) => (
            <AlbumTile key={album.albumId} album={album} />
          ))}
          {albums.isPending || albums.isFetchingNextPage ? <SkeletonTiles /> : null}
        </ul>
      )}
      {albums.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id="albums.shared.loadError" />}
          onRetry={() => void albums.fetchNextPage()}
        />
      ) : null}
      <LoadMore
        hasNextPage={albums.hasNextPage}
        isFetchingNextPage={albums.isFetchingNextPage}
        failed={albums.isFetchNextPageError}
        fetchNextPage={() => void albums.fetchNextPage()}
        label={intl.formatMessage({ id: 'albums.shared.loadMore' })}
      />
    </section>
  )
}

/** The Albums tab's content below the library header (docs/requirements/albums.md#albums-tab). */
export function AlbumsTab() {
  const { flags } = usePlatform()
  return (
    <>
      <OwnAlbums />
      {flags.SharedAlbumsViewEnabled ? <SharedAlbums /> : null}
    </>
  )
}
