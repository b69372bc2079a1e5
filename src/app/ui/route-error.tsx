import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'

/**
 * The error page's code (route-error-page.tsx: the log line, the offline recovery) loads once the page's main content
 * is there (the router preloads it), not before the first thumbnails (.size-limit.cjs). Should it not come (the
 * network gone before then), the message alone, with Try again.
 */
export const preloadRouteErrorPage = () => import('./route-error-page').catch(() => undefined)
const RouteErrorPage = lazy(() => import('./route-error-page').catch(() => ({ default: MessageOnly })))

function MessageOnly() {
  return (
    <section className="page route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page__title">
        <FormattedMessage id="bootError.title" />
      </h1>
      <p role="alert">
        <FormattedMessage id="error.default" />
      </p>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </section>
  )
}

/**
 * The error boundary of every area of the router (root, shell, full screen): a page that failed to load or to render
 * shows the spec's default message in the brand and locale, with a way back and a retry (route-error-page.tsx).
 */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
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
