import { FormattedMessage, IntlProvider } from 'react-intl'
import type { Brand } from '../platform/brand/brand'
import type { Messages } from '../platform/i18n/messages'
import { BrandWordmark } from './brand-wordmark'

/** A message as the compiled form the app's messages arrive in (one literal), since the bundle has no parser. */
const literal = (value: string) => [{ type: 0, value }] as unknown as string

/** Used when even the locale file is unreachable. */
const englishFallback: Messages = {
  'bootError.title': literal('Something went wrong'),
  'error.default': literal(
    'An unexpected error has occurred, please contact us if you continue to have problems.',
  ),
  'common.tryAgain': literal('Try again'),
}

/** Shown when the app cannot start (config.json failed to load): what happened and a way to try again. */
export function BootErrorPage({
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
          <FormattedMessage id="bootError.title" />
        </h1>
        <p role="alert">
          <FormattedMessage id="error.default" />
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </main>
    </IntlProvider>
  )
}
