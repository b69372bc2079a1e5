import { DeleteAccountSection } from '#app/features/account-deletion/delete-account-section'
import { SettingsOverview } from '#app/features/settings/settings-overview'
import { TitledPage } from '#app/ui/titled-page'

// Route modules of /settings and /settings/b2b: the overview and, below it, the start of an account deletion.

function Settings({ b2b }: { b2b: boolean }) {
  return (
    <TitledPage titleId="menu.settings" className="settings">
      <SettingsOverview b2b={b2b} />
      <DeleteAccountSection />
    </TitledPage>
  )
}

export function SettingsPage() {
  return <Settings b2b={false} />
}

export function SettingsB2bPage() {
  return <Settings b2b />
}
