import { FormattedMessage } from 'react-intl'
import type { RequestState } from '#app/platform/downloads/request-state'
import { FailureReference } from '#app/ui/failure-reference'

/**
 * A failed action's message with the call's reference (its correlation id), announced at once. Nothing unless the
 * state is Failed.
 */
export function ActionFailure({
  state,
  messageId,
  values,
  id,
}: {
  state: RequestState
  messageId: string
  values?: Record<string, string>
  id?: string
}) {
  if (state.status !== 'Failed') return null
  return (
    <div id={id} className="action-failure" role="alert">
      <p>
        <FormattedMessage id={messageId} values={values} />
      </p>
      {state.correlationId ? (
        <p className="action-failure__reference">
          <FailureReference correlationId={state.correlationId} />
        </p>
      ) : null}
    </div>
  )
}
