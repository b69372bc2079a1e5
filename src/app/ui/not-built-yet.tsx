import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from './use-document-title'

/** What a route of the spec shows until its issue builds it: said plainly, with a way back. */
export function NotBuiltYet() {
  useDocumentTitle(useIntl().formatMessage({ id: 'notBuilt.title' }))
  return (
    <section className="page" aria-labelledby="not-built-title">
      <h1 id="not-built-title" className="page__title">
        <FormattedMessage id="notBuilt.title" />
      </h1>
      <p>
        <FormattedMessage id="notBuilt.body" />
      </p>
      <Link className="button button--primary" to="/my-photos/photos">
        <FormattedMessage id="notBuilt.goToPhotos" />
      </Link>
    </section>
  )
}
