import { FormattedMessage } from 'react-intl'

/**
 * A failed call's correlation id, for the customer to quote when they contact us
 * (docs/requirements/entities.md#entities-request-state: Failed carries one).
 */
export function FailureReference({
  correlationId,
  className,
}: {
  correlationId: string
  className?: string
}) {
  return (
    <span className={className}>
      <FormattedMessage id="common.reference" values={{ correlationId }} />
    </span>
  )
}
