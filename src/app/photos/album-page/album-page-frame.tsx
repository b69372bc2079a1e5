import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { SelectionProvider } from '#app/photos/selection/selection-context'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { AlbumsBackLink } from './albums-back-link'

/** The album query as the frame reads it: its album once loaded, whether it failed, and how to ask again. */
interface AlbumQuery<A> {
  data?: A
  isError: boolean
  refetch: () => unknown
}

/**
 * An album screen (an album, a shared album) around its loaded album: when the album cannot be loaded, 'My albums'
 * and the failure with Try again; while it loads, the page's spinner; then the album's page inside its selection.
 */
export function AlbumPageFrame<A>({
  album,
  children,
}: {
  album: AlbumQuery<A>
  /** The page of the loaded album. */
  children: (album: A) => ReactNode
}) {
  if (album.isError) {
    return (
      <div className="page">
        <AlbumsBackLink />
        <ErrorState
          message={<FormattedMessage id="albums.album.loadError" />}
          onRetry={() => void album.refetch()}
        />
      </div>
    )
  }
  if (!album.data) return <PageLoading />
  return <SelectionProvider>{children(album.data)}</SelectionProvider>
}
