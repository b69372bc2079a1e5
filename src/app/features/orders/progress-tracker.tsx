import { FormattedMessage, useIntl } from 'react-intl'
import { type DisplayStatus, progressOf, progressSteps } from './order-status'

/**
 * Where a product stands: Ordered → In production → Sent, each step said in words ('done', 'current step', 'to come')
 * for screen readers, not only by colour; Cancelled stands apart as a sentence, and awaiting payment says so before
 * the first step.
 */
export function ProgressTracker({ status, label }: { status: DisplayStatus; label: string }) {
  const intl = useIntl()
  const reached = progressOf(status)
  if (reached === null) {
    return (
      <p className="progress-tracker__cancelled">
        <FormattedMessage id="orders.progress.cancelled" />
      </p>
    )
  }
  return (
    <div className="progress-tracker">
      {reached < 0 ? (
        <p className="progress-tracker__waiting">
          <FormattedMessage id="orders.progress.awaitingPayment" />
        </p>
      ) : null}
      <ol className="progress-tracker__steps" aria-label={label}>
        {progressSteps.map((step, index) => {
          const state = index < reached ? 'done' : index === reached ? 'current' : 'todo'
          return (
            <li
              key={step}
              className={`progress-tracker__step progress-tracker__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="progress-tracker__dot" aria-hidden="true" />
              <span className="progress-tracker__name">
                {intl.formatMessage({ id: `orders.status.${step}` })}
              </span>
              <span className="visually-hidden">
                {intl.formatMessage({ id: `orders.progress.${state}` })}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
