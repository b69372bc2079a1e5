import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { albumPath } from '#app/photos/album-path'
import { AlbumCreated } from '#app/photos/album-stats'
import { thumbnailFor } from '#app/photos/timeline-model'
import { usePlatform } from '#app/platform/platform-context'
import type { Album } from '#app/queries/photos/albums'

/** An album's tile: its cover (or a placeholder), name, photo count and created date; opens the album. */
export function AlbumTile({ album }: { album: Album }) {
  const { flags } = usePlatform()
  const { search } = useLocation()
  const cover = album.coverPhoto ? thumbnailFor(album.coverPhoto, window.innerWidth) : undefined
  return (
    <li className="album-tile">
      <Link to={`${albumPath(album, flags.SharedAlbumsViewEnabled)}${search}`} className="album-tile__link">
        <span className="album-tile__cover">
          {cover ? (
            <img src={cover.url} alt="" loading="lazy" decoding="async" draggable={false} />
          ) : (
            <AlbumPlaceholderIcon />
          )}
        </span>
        <span className="album-tile__name">{album.albumName}</span>
        <span className="album-tile__meta">
          <FormattedMessage id="albums.photoCount" values={{ count: album.photosCount }} />
        </span>
        <span className="album-tile__meta">
          <AlbumCreated created={album.created} />
        </span>
      </Link>
    </li>
  )
}

function AlbumPlaceholderIcon() {
  return (
    <svg className="album-tile__placeholder" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="16" cy="9" r="1.5" fill="currentColor" />
    </svg>
  )
}
