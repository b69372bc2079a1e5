import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { usePlatform } from '#app/platform/platform-context'
import { useCustomer } from '#app/queries/customers/customer'
import { identityPathOf, useRequestAccountDeletion } from '#app/queries/identity'
import { Button } from '#app/ui/button'
import { ConfirmDialog } from '#app/ui/confirm-dialog/confirm-dialog'
import './delete-account.css'

/**
 * The start of an account deletion, on the settings page
 * (docs/requirements/account-deletion.md#account-deletion-start): a confirmation that says what is lost, then the
 * request; the customer confirms from the e-mail, which is when the account goes. The request can be made again (the
 * state resets), for instance when the e-mail did not arrive.
 */
export function DeleteAccountSection() {
  const { identity, brand } = usePlatform()
  const customer = useCustomer()
  const [asking, setAsking] = useState(false)
  const identityPath = identityPathOf(identity)
  const request = useRequestAccountDeletion()
  // Offered only beside settings that loaded: a page that says it could not load them offers nothing to act on.
  if (!identityPath || !customer.isSuccess) return null
  const close = () => {
    if (!request.isSuccess) request.reset()
    setAsking(false)
  }
  return (
    <section className="delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="delete-account__title">
        <FormattedMessage id="deleteAccount.title" />
      </h2>
      {request.isSuccess ? (
        <div className="delete-account__sent" role="status">
          <p>
            <FormattedMessage
              id="deleteAccount.sent"
              values={{ email: <strong>{customer.data?.email ?? identity?.email}</strong> }}
            />
          </p>
          <Button variant="secondary" onClick={() => request.reset()}>
            <FormattedMessage id="deleteAccount.sendAgain" />
          </Button>
        </div>
      ) : (
        <>
          <p className="delete-account__text">
            <FormattedMessage id="deleteAccount.intro" />
          </p>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setAsking(true)}>
            <FormattedMessage id="deleteAccount.start" />
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        variant="danger"
        title={<FormattedMessage id="deleteAccount.dialog.title" />}
        confirmLabel={<FormattedMessage id="deleteAccount.dialog.confirm" />}
        cancelLabel={<FormattedMessage id="deleteAccount.dialog.cancel" />}
        busy={request.isPending}
        error={request.isError ? <FormattedMessage id="error.default" /> : undefined}
        onCancel={close}
        onConfirm={() =>
          request.mutate(
            { identity: identityPath, channel: salesChannel(brand) ?? brand.id },
            {
              onSuccess: () => setAsking(false),
            },
          )
        }
      >
        <p>
          <FormattedMessage id="deleteAccount.dialog.lost" />
        </p>
        <p>
          <FormattedMessage id="deleteAccount.dialog.how" />
        </p>
      </ConfirmDialog>
    </section>
  )
}
