import { FormattedMessage, useIntl } from 'react-intl'
import { DeleteAccountSection } from '#app/features/account-deletion/delete-account-section'
import { SettingsOverview } from '#app/features/settings/settings-overview'
import { useDocumentTitle } from '#app/ui/use-document-title'

// Route modules of /settings and /settings/b2b: the overview and, below it, the start of an account deletion.

function Settings({ b2b }: { b2b: boolean }) {
  useDocumentTitle(useIntl().formatMessage({ id: 'menu.settings' }))
  return (
    <section className="page settings" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page__title">
        <FormattedMessage id="menu.settings" />
      </h1>
      <SettingsOverview b2b={b2b} />
      <DeleteAccountSection />
    </section>
  )
}

export function SettingsPage() {
  return <Settings b2b={false} />
}

export function SettingsB2bPage() {
  return <Settings b2b />
}
