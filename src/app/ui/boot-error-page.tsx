import type { Messages } from '#app/platform/i18n/messages'
import { literal, StandaloneMessagePage, type StandaloneMessagePageProps } from './standalone-message-page'

const englishFallback: Messages = {
  'bootError.title': literal('Something went wrong'),
  'error.default': literal(
    'An unexpected error has occurred, please contact us if you continue to have problems.',
  ),
  'common.tryAgain': literal('Try again'),
}

/** Shown when the app cannot start (config.json failed to load): what happened and a way to try again. */
export function BootErrorPage(props: StandaloneMessagePageProps) {
  return (
    <StandaloneMessagePage
      {...props}
      titleId="bootError.title"
      messageId="error.default"
      englishFallback={englishFallback}
      alert
    />
  )
}
