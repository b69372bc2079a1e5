import { FormattedMessage } from 'react-intl'
import { useRangeStatus } from '#app/photos/selection/range-selection'
import { useSelection } from '#app/photos/selection/selection-context'
import { Spinner } from '#app/ui/spinner'

/**
 * '{amount} selected', one live region: a range is said once with the new count and what it changed, never photo by
 * photo. While a range's months are asked for, a spinner beside the count (its words for screen readers only, so
 * the toolbar keeps its size and its buttons stay where they are).
 */
export function SelectionCount() {
  const { selected, rangeSlot } = useSelection()
  const { pending: rangePending, last: lastRange } = useRangeStatus(rangeSlot)
  return (
    <p className="selection-toolbar__count" aria-live="polite" aria-atomic="true">
      {rangePending ? <Spinner /> : null}
      <FormattedMessage id="photos.selected" values={{ amount: selected.size }} />
      {rangePending ? (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="orderPrints.selecting" />
        </span>
      ) : lastRange ? (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage
            id={lastRange.chosen ? 'photos.range.added' : 'photos.range.removed'}
            values={{ count: lastRange.changed }}
          />
        </span>
      ) : null}
    </p>
  )
}
