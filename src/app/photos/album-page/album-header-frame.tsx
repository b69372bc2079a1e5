import type { ReactNode } from 'react'
import { albumTitleClass } from '#app/photos/album-title'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { AlbumsBackLink } from './albums-back-link'

/**
 * The header of an album screen (an album, a shared album): 'My albums', the name as the page's heading and the
 * document's title, what the screen says about the album under it, its actions, and its dialogs.
 */
export function AlbumHeaderFrame({
  name,
  heading = name,
  details,
  actions,
  children,
}: {
  name: string
  /** The heading's content, when it is more than the name (a button that renames the album). */
  heading?: ReactNode
  /** Under the heading: the stats, and what else the screen tells of the album. */
  details: ReactNode
  /** Beside the text: the album's actions. */
  actions: ReactNode
  /** The dialogs the actions open. */
  children: ReactNode
}) {
  useDocumentTitle(name)
  return (
    <header className="album-header">
      <AlbumsBackLink />
      <div className="album-header__main">
        <div className="album-header__text">
          <h1 className={`page__title ${albumTitleClass(name)}`}>{heading}</h1>
          {details}
        </div>
        {actions}
      </div>
      {children}
    </header>
  )
}
