import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useRouteError } from 'react-router'
import { logError } from '#app/platform/logger'
import { href } from '#app/routes'
import { useDocumentTitle } from './use-document-title'

/** The correlation id of a failed service call, or a new one, so the log line can be found from a report. */
function correlationIdOf(error: unknown): string {
  const known = (error as { correlationId?: unknown } | null)?.correlationId
  return typeof known === 'string' && known ? known : crypto.randomUUID()
}

/**
 * The error boundary of every area of the router (root, shell, full screen): a page that failed to load or to render
 * shows the spec's default message in the brand and locale, with a way back and a retry, never React Router's
 * developer screen. The error is logged once with its correlation id.
 */
export function RouteError() {
  const error = useRouteError()
  const intl = useIntl()
  const [correlationId] = useState(() => correlationIdOf(error))
  useDocumentTitle(intl.formatMessage({ id: 'bootError.title' }))
  useEffect(() => {
    logError('A page failed to load or render', {
      correlationId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
  }, [error, correlationId])
  return (
    <section className="page route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page__title">
        <FormattedMessage id="bootError.title" />
      </h1>
      <p role="alert">
        <FormattedMessage id="error.default" />
      </p>
      <div className="route-error__actions">
        {/* A full load: after a release, the failed page's old files may be gone; the new ones come with it. */}
        <Link className="button button--primary" to={href('photos')} reloadDocument>
          <FormattedMessage id="notBuilt.goToPhotos" />
        </Link>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </div>
    </section>
  )
}

/** The same, for the areas without the shell around them (root, outer pages, full screen): a padded page of its own. */
export function StandaloneRouteError() {
  return (
    <main className="route-error-standalone">
      <RouteError />
    </main>
  )
}
