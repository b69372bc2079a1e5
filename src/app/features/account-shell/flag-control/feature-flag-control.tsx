import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type FeatureFlags, featureFlagNames } from '#app/platform/feature-flags'
import { usePlatform } from '#app/platform/platform-context'
import { Modal } from '#app/ui/modal/modal'
import { addressWithFlags } from './flag-query'
import './feature-flag-control.css'

/**
 * The developer control of the PhotoManagementFeatureFlagControl flag: a small button opening a modal that lists
 * the flags; applying sets them through the query string and reloads (the app then remembers them).
 */
export function FeatureFlagControl() {
  const { flags } = usePlatform()
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<FeatureFlags>(flags)
  const close = () => {
    setOpen(false)
    setDraft(flags)
  }
  return (
    <>
      <button type="button" className="flag-control__open" onClick={() => setOpen(true)}>
        <FormattedMessage id="flagControl.open" />
      </button>
      <Modal open={open} onClose={close} title={intl.formatMessage({ id: 'flagControl.title' })}>
        <form
          className="flag-control"
          onSubmit={(event) => {
            event.preventDefault()
            window.location.assign(addressWithFlags(window.location.href, draft))
          }}
        >
          <div className="flag-control__flags">
            {featureFlagNames.map((flag) => (
              <label key={flag} className="flag-control__flag">
                <input
                  type="checkbox"
                  checked={draft[flag]}
                  onChange={(event) => setDraft({ ...draft, [flag]: event.target.checked })}
                />
                {flag}
              </label>
            ))}
          </div>
          <div className="flag-control__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              <FormattedMessage id="flagControl.cancel" />
            </button>
            <button type="submit" className="button button--primary">
              <FormattedMessage id="flagControl.apply" />
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
