import { FormattedMessage } from 'react-intl'
import { isApiError } from '#app/api/api-error'

/** The failed call's correlation id, for the customer to quote when they contact us (spec §3: Failed carries one). */
export function FailureReference({ error }: { error: unknown }) {
  if (!isApiError(error) || !error.correlationId) return null
  return (
    <span className="orders__reference">
      <FormattedMessage id="orders.reference" values={{ correlationId: error.correlationId }} />
    </span>
  )
}
