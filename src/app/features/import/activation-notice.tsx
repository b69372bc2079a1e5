import { FormattedMessage } from 'react-intl'
import { useActivation, useActivationState } from './activation-context'

/**
 * What the import is doing: in progress (a wait for the import,
 * docs/requirements/adding-photos.md#adding-photos-activation), finished and about to appear, or failed with a way to
 * try again. Nothing while there is no import.
 */
export function ActivationNotice() {
  const { controller } = useActivation()
  const { phase } = useActivationState()
  if (phase === 'starting' || phase === 'importing' || phase === 'finishing') {
    return (
      <div className="import-activation" role="status">
        <span className="import-activation__spinner" aria-hidden="true" />
        <FormattedMessage
          id={phase === 'finishing' ? 'import.activation.finishing' : 'import.activation.importing'}
        />
      </div>
    )
  }
  if (phase === 'failed') {
    return (
      <div className="import-activation import-activation--failed" role="alert">
        <FormattedMessage id="import.activation.failed" />
        <button type="button" className="button button--secondary" onClick={() => controller?.start()}>
          <FormattedMessage id="common.tryAgain" />
        </button>
      </div>
    )
  }
  return null
}
