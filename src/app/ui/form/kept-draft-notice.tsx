import { FormattedMessage } from 'react-intl'

/** Said above a form that got back what was typed before the session ended (decision 0061). */
export function KeptDraftNotice() {
  return (
    <p className="form-kept-draft" role="status">
      <FormattedMessage id="keptDraft.notice" />
    </p>
  )
}
