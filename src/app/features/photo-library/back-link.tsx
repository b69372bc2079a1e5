import { FormattedMessage } from 'react-intl'
import { Link, useSearchParams } from 'react-router'

/** Whether the page is shown 'stripped' (read case-insensitively, spec §2). */
export function isStripped(search: URLSearchParams): boolean {
  for (const [name, value] of search) if (name.toLowerCase() === 'stripped' && value !== 'false') return true
  return false
}

/** On small screens, a link back to the account's home, unless the page is shown stripped. */
export function BackToHomeLink() {
  const [search] = useSearchParams()
  if (isStripped(search)) return null
  return (
    <Link to={{ pathname: '/', search: search.toString() ? `?${search}` : '' }} className="back-link">
      <FormattedMessage id="photos.backToHome" />
    </Link>
  )
}
