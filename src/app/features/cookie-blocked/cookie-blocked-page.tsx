import type { Messages } from '#app/platform/i18n/messages'
import {
  literal,
  StandaloneMessagePage,
  type StandaloneMessagePageProps,
} from '#app/ui/standalone-message-page'

const englishFallback: Messages = {
  'cookieBlocked.title': literal('Please enable cookies'),
  'cookieBlocked.message': literal(
    'Your browser is blocking site data and cookies. Enable them for this site in your browser settings, then try again.',
  ),
  'common.tryAgain': literal('Try again'),
}

/** Shown instead of the app when local storage is unusable (docs/requirements/sign-in.md#sign-in-cookies-blocked). */
export function CookieBlockedPage(props: StandaloneMessagePageProps) {
  return (
    <StandaloneMessagePage
      {...props}
      titleId="cookieBlocked.title"
      messageId="cookieBlocked.message"
      englishFallback={englishFallback}
    />
  )
}
