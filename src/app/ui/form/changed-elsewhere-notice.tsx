import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

export interface ChangedElsewhereRow {
  key: string
  /** The field's label; a row without one is a sentence of its own (the default address moved). */
  label?: ReactNode
  /** The value saved now; empty text reads '(empty)'. */
  value: ReactNode
}

const shown = (value: ReactNode) => (value === '' ? <FormattedMessage id="changedElsewhere.empty" /> : value)

/**
 * Said when a save was refused because the data was changed elsewhere meanwhile (decision 0059): the fields changed
 * there with their values now, what was typed stays in the form and Save sends it, or the saved details replace it.
 */
export function ChangedElsewhereNotice({
  rows,
  onUseCurrent,
}: {
  rows: readonly ChangedElsewhereRow[]
  onUseCurrent: () => void
}) {
  return (
    <div className="changed-elsewhere" role="alert">
      <p className="changed-elsewhere__message">
        <FormattedMessage id="changedElsewhere.message" />
      </p>
      <ul className="changed-elsewhere__values">
        {rows.map(({ key, label, value }) => (
          <li key={key}>
            {label ? (
              <FormattedMessage
                id="changedElsewhere.row"
                values={{
                  label: <span className="changed-elsewhere__label">{label}</span>,
                  value: shown(value),
                }}
              />
            ) : (
              value
            )}
          </li>
        ))}
      </ul>
      <p className="changed-elsewhere__choice">
        <FormattedMessage id="changedElsewhere.choice" />
      </p>
      <button type="button" className="button button--secondary" onClick={onUseCurrent}>
        <FormattedMessage id="changedElsewhere.useCurrent" />
      </button>
    </div>
  )
}
