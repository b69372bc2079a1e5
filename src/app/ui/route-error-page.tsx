import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { logError } from '#app/platform/logger'
import { isOnline, useOnline } from '#app/platform/network-status'
import { href } from '#app/routes'
import { useRouteFailure } from './route-error-boundary'
import { useDocumentTitle } from './use-document-title'

/** The correlation id of a failed service call, or a new one, so the log line can be found from a report. */
function correlationIdOf(error: unknown): string {
  const known = (error as { correlationId?: unknown } | null)?.correlationId
  return typeof known === 'string' && known ? known : crypto.randomUUID()
}

/**
 * Reloads the page as soon as its own address answers: 'online' says only that a network is there, and a reload sent
 * before it carries requests ends on the browser's own error page. Asks again after 0.5 s, 1 s, 2 s… (at most 8 s).
 */
async function reloadOnceReachable(signal: AbortSignal) {
  for (let pauseMs = 500; !signal.aborted; pauseMs = Math.min(pauseMs * 2, 8_000)) {
    const answered = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store', signal }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered && !signal.aborted) return window.location.reload()
    await new Promise((resume) => setTimeout(resume, pauseMs))
  }
}

/**
 * The error boundary of every area of the router (root, shell, full screen): a page that failed to load or to render
 * shows the spec's default message in the brand and locale, with a way back and a retry, never React Router's
 * developer screen. The error is logged once with its correlation id. Offline, it says so, and a page that failed
 * while offline loads again when the network is back (decision 0058).
 */
export default function RouteErrorPage() {
  const error = useRouteFailure()
  const intl = useIntl()
  const [correlationId] = useState(() => correlationIdOf(error))
  const online = useOnline()
  // A page that could not load while offline (its files did not come) opens by itself once the network is back.
  const [offlineAtFailure] = useState(() => !isOnline())
  useEffect(() => {
    if (!offlineAtFailure || !online) return
    const stop = new AbortController()
    void reloadOnceReachable(stop.signal)
    return () => stop.abort()
  }, [offlineAtFailure, online])
  useDocumentTitle(intl.formatMessage({ id: online ? 'bootError.title' : 'offline.pageTitle' }))
  useEffect(() => {
    logError('A page failed to load or render', {
      correlationId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
  }, [error, correlationId])
  return (
    <section className="page route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page__title">
        <FormattedMessage id={online ? 'bootError.title' : 'offline.pageTitle'} />
      </h1>
      <p role="alert">
        <FormattedMessage id={online ? 'error.default' : 'offline.pageMessage'} />
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
