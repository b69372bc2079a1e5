import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { signOut } from '#app/platform/auth/sign-in'
import { forgetDrafts } from '#app/platform/form-drafts'
import { usePlatform } from '#app/platform/platform-context'

/** /logout: removes both auth cookies and any kept form drafts, and signs out at the identity provider. */
export function LogoutPage() {
  const { config, cookieDomain } = usePlatform()
  useEffect(() => {
    forgetDrafts()
    void signOut({ config, cookieDomain })
  }, [config, cookieDomain])
  return (
    <p className="page page--centered" role="status">
      <FormattedMessage id="logout.signingOut" />
    </p>
  )
}
