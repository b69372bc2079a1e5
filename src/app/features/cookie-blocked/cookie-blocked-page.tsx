import { FormattedMessage, IntlProvider } from 'react-intl'
import type { Brand } from '../../platform/brand/brand'
import type { Messages } from '../../platform/i18n/messages'
import { BrandWordmark } from '../../ui/brand-wordmark'

/** A message in the compiled form the app's messages arrive in (one literal): the bundle has no ICU parser. */
const literal = (value: string) => [{ type: 0, value }] as unknown as string

/** Used when even the locale file is unreachable. */
const englishFallback: Messages = {
  'cookieBlocked.title': literal('Please enable cookies'),
  'cookieBlocked.message': literal(
    'Your browser is blocking site data and cookies. Enable them for this site in your browser settings, then try again.',
  ),
  'common.tryAgain': literal('Try again'),
}

/** Shown instead of the app when local storage is unusable (spec account-area §2, §8). */
export function CookieBlockedPage({
  brand,
  locale,
  messages,
}: {
  brand: Brand
  locale: string
  messages?: Messages
}) {
  return (
    <IntlProvider
      locale={messages ? locale : 'en-GB'}
      messages={messages ?? englishFallback}
      defaultLocale="en-GB"
    >
      <main className="page page--centered boot-error">
        <BrandWordmark brand={brand} />
        <h1 className="page__title">
          <FormattedMessage id="cookieBlocked.title" />
        </h1>
        <p>
          <FormattedMessage id="cookieBlocked.message" />
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </main>
    </IntlProvider>
  )
}
