import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { signOut } from '#app/platform/auth/sign-in'
import { strippedQuery } from '#app/platform/navigation'
import { usePlatform } from '#app/platform/platform-context'
import { type IdentityConfirmation, identityPathOf, useConfirmIdentity } from '#app/queries/identity'
import { href } from '#app/routes'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { errorTarget, type FailureReason, failureReasonOf } from './failure-reason'
import { useOnce } from './use-once'

interface Confirmation {
  /** Where the sign-out returns to after a success. */
  successPath: string
  errorPath: string
  statusId: string
}

const confirmations = {
  changeEmail: {
    successPath: href('changeEmailSuccess'),
    errorPath: href('changeEmailError'),
    statusId: 'confirmation.changingEmail',
  },
  deleteAccount: {
    successPath: href('accountDeleted'),
    errorPath: href('deleteAccountError'),
    statusId: 'confirmation.deletingAccount',
  },
} satisfies Record<IdentityConfirmation, Confirmation>

/**
 * A confirmation link from an e-mail, opened signed in (docs/requirements/routes-and-access.md#routes-outside-shell):
 * confirms with the link's confirmation-token for the signed-in customer; success signs out for real and lands on the
 * success page, anything else replaces the address with the error page (a missing or unknown token says why).
 */
function AccountConfirmationPage({ kind }: { kind: keyof typeof confirmations }) {
  const confirmation: Confirmation = confirmations[kind]
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: confirmation.statusId }))
  const { identity, config, cookieDomain } = usePlatform()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const confirm = useConfirmIdentity(kind)
  useOnce(() => {
    const token = params.get('confirmation-token')
    const stripped = new URLSearchParams(strippedQuery(params.toString()))
    const fail = (reason: FailureReason) =>
      navigate(errorTarget(confirmation.errorPath, reason, stripped), { replace: true })
    if (!token) return fail('missing-link')
    const identityPath = identityPathOf(identity)
    if (!identityPath) return fail(undefined)
    confirm.mutate(
      { identity: identityPath, token },
      {
        onSuccess: () => void signOut({ config, cookieDomain }, confirmation.successPath),
        onError: (error) => fail(failureReasonOf(error)),
      },
    )
  })
  return (
    <main id="main-content" className="page page--centered">
      <p role="status">
        <FormattedMessage id={confirmation.statusId} />
      </p>
    </main>
  )
}

/** changeEmailConfirmation (/change-email-confirmation?confirmation-token=…). */
export function ChangeEmailConfirmationPage() {
  return <AccountConfirmationPage kind="changeEmail" />
}

/** deleteAccountConfirmation (/delete-account-confirmation?confirmation-token=…). */
export function DeleteAccountConfirmationPage() {
  return <AccountConfirmationPage kind="deleteAccount" />
}
