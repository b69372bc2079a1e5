import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useOnline } from '#app/platform/network-status'

interface ErrorStateProps {
  message: ReactNode
  /** A retry action; shown as a 'Try again' button when given. */
  onRetry?: () => void
}

/**
 * An inline failure the user can see and, where possible, retry. Announced to screen readers. While the browser is
 * offline it says so instead of its message, which the network's return brings back (decision 0058).
 */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const online = useOnline()
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{online ? message : <FormattedMessage id="offline.failed" />}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      ) : null}
    </div>
  )
}
