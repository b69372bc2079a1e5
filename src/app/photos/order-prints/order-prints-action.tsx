import { FormattedMessage } from 'react-intl'
import { useOrderPrintsMode } from './order-prints-mode'

/**
 * 'Order photo prints' among a list's selection actions: enters order-prints mode with the current selection.
 * Not shown when prints cannot be ordered here (flag off, no sales channel).
 */
export function OrderPrintsAction() {
  const mode = useOrderPrintsMode()
  if (mode.setup.kind !== 'ready') return null
  return (
    <button type="button" className="button button--secondary" onClick={mode.start}>
      <FormattedMessage id="orderPrints.open" />
    </button>
  )
}
