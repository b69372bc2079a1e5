import { FormattedMessage } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { isStripped } from '#app/platform/navigation'
import { href } from '#app/routes'

/** On small screens, a link back to the account's home, unless the page is shown stripped. */
export function BackToHomeLink() {
  const [search] = useSearchParams()
  if (isStripped(search)) return null
  return (
    <Link
      to={{ pathname: href('home'), search: search.toString() ? `?${search}` : '' }}
      className="back-link"
    >
      <FormattedMessage id="photos.backToHome" />
    </Link>
  )
}
