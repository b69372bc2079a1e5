import { FormattedMessage } from 'react-intl'
import { FailureReference } from '#app/ui/failure-reference'
import type { Toasts } from './toast-provider'

/** How long a failure said after its page was left stays (it pauses on hover and focus): it asks the customer to act. */
export const failureWithWayBackMs = 15_000

/**
 * Shows, wherever the customer now is, that something they started on a page they have left failed: the page's
 * message (with `{title}` and a `<link>` back to the page), the call's reference, and the way back. Toasts render
 * outside the router, so the link goes through `navigate`.
 */
export function showFailureWithWayBack(
  toasts: Toasts,
  failure: {
    messageId: string
    title: string
    correlationId: string | undefined
    address: string
    navigate: (to: string) => void
  },
) {
  const toast = toasts.show(
    <>
      <FormattedMessage
        id={failure.messageId}
        values={{
          title: failure.title,
          link: (chunks) => (
            <a
              href={failure.address}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return
                event.preventDefault()
                toasts.dismiss(toast)
                failure.navigate(failure.address)
              }}
            >
              {chunks}
            </a>
          ),
        }}
      />
      {failure.correlationId ? (
        <>
          {' '}
          <FailureReference correlationId={failure.correlationId} className="toast__reference" />
        </>
      ) : null}
    </>,
    { kind: 'error', durationMs: failureWithWayBackMs },
  )
  return toast
}
