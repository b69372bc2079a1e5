import type { ReactNode } from 'react'

interface ErrorStateProps {
  message: ReactNode
  /** A retry action; shown as a button when given. */
  retryLabel?: string
  onRetry?: () => void
}

/** An inline failure the user can see and, where possible, retry. Announced to screen readers. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  )
}
