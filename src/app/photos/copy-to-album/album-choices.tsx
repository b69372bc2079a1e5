import { FormattedMessage, useIntl } from 'react-intl'
import { thumbnailFor } from '#app/photos/timeline-model'
import { type Album, useOwnAlbums } from '#app/queries/photos/albums'
import { ErrorState } from '#app/ui/error-state'
import { LoadMore } from '#app/ui/load-more'

/** Width the covers are picked for: the smallest thumbnail (id 300) is plenty for a list icon. */
const coverViewportWidth = 0

/**
 * The albums photos can be copied into: the user's own albums, paged as on the Albums tab (same cache), without
 * shared ones (read-only, docs/requirements/shared-albums.md#shared-albums-read-only) and without the album the photos
 * come from.
 */
export function useAlbumChoices(excludeAlbumId: string | undefined) {
  const query = useOwnAlbums()
  const albums = (query.data?.pages.flatMap((page) => page.albums) ?? []).filter(
    (album) => !album.isShared && album.albumId !== excludeAlbumId,
  )
  return { query, albums, none: query.isSuccess && !query.hasNextPage && albums.length === 0 }
}

interface AlbumChoicesProps {
  choices: ReturnType<typeof useAlbumChoices>
  /** The album being copied into, while the copy runs. */
  busyAlbumId: string | undefined
  disabled: boolean
  onChoose: (album: Album) => void
}

/** The album list of the Copy to album modal: a button per album (cover, name, photo count), then more pages. */
export function AlbumChoices({ choices, busyAlbumId, disabled, onChoose }: AlbumChoicesProps) {
  const intl = useIntl()
  const { query, albums } = choices
  if (query.isError && !query.data) {
    return (
      <ErrorState message={<FormattedMessage id="albums.loadError" />} onRetry={() => void query.refetch()} />
    )
  }
  return (
    <>
      <ul
        className="album-choices"
        aria-label={intl.formatMessage({ id: 'albums.own.title' })}
        aria-busy={query.isPending || query.isFetchingNextPage}
      >
        {albums.map((album) => {
          const cover = album.coverPhoto ? thumbnailFor(album.coverPhoto, coverViewportWidth) : undefined
          return (
            <li key={album.albumId}>
              <button
                type="button"
                className="album-choice"
                disabled={disabled}
                aria-busy={busyAlbumId === album.albumId || undefined}
                onClick={() => onChoose(album)}
              >
                <span className="album-choice__cover">
                  {cover ? <img src={cover.url} alt="" loading="lazy" decoding="async" /> : null}
                </span>
                <span className="album-choice__text">
                  <span className="album-choice__name">{album.albumName}</span>
                  <span className="album-choice__count">
                    <FormattedMessage id="albums.photoCount" values={{ count: album.photosCount }} />
                  </span>
                </span>
              </button>
            </li>
          )
        })}
        {query.isPending || query.isFetchingNextPage ? (
          <li className="album-choice album-choice--skeleton" aria-hidden="true" />
        ) : null}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id="albums.loadError" />}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        fetchNextPage={() => void query.fetchNextPage()}
        label={intl.formatMessage({ id: 'albums.loadMore' })}
      />
    </>
  )
}
