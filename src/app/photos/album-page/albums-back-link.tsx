import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { href } from '#app/routes'

/** 'My albums': the album screens' way back to the list of albums, with the address's query kept. */
export function AlbumsBackLink() {
  const { search } = useLocation()
  return (
    <Link to={`${href('albums')}${search}`} className="album-header__back">
      <FormattedMessage id="albums.back" />
    </Link>
  )
}
