import { FormattedMessage, IntlProvider } from 'react-intl'
import type { Brand } from '#app/platform/brand/brand'
import type { Messages } from '#app/platform/i18n/messages'
import { BrandWordmark } from './brand-wordmark'

/** A message in the compiled form the app's messages arrive in (one literal): the bundle has no ICU parser. */
export const literal = (value: string) => [{ type: 0, value }] as unknown as string

export interface StandaloneMessagePageProps {
  brand: Brand
  locale: string
  messages?: Messages
}

/**
 * A page shown instead of the app (it cannot start, or cannot run here): the brand, a title, a message and Try
 * again, which reloads. `englishFallback` holds the three texts for when even the locale file is unreachable.
 */
export function StandaloneMessagePage({
  brand,
  locale,
  messages,
  titleId,
  messageId,
  englishFallback,
  alert = false,
}: StandaloneMessagePageProps & {
  titleId: string
  messageId: string
  englishFallback: Messages
  /** Announce the message as an alert (an error), not as plain text. */
  alert?: boolean
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
          <FormattedMessage id={titleId} />
        </h1>
        <p role={alert ? 'alert' : undefined}>
          <FormattedMessage id={messageId} />
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </main>
    </IntlProvider>
  )
}
