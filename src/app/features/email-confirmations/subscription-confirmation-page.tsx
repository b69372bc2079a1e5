import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { strippedQuery } from '#app/platform/navigation'
import { useConfirmSubscription } from '#app/queries/email-gateway'
import { href } from '#app/routes'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { errorTarget, failureReasonOf } from './failure-reason'
import { useOnce } from './use-once'

const successPath = href('doubleOptInConfirmationSuccess')
const errorPath = href('doubleOptInConfirmationError')

/**
 * doubleOptInConfirmation (/subscription-confirmation?confirmation-token=…&email=…), public: confirms the newsletter
 * subscription without a bearer token, then replaces the address with the success or the error page. The error page
 * keeps the link's parameters, so its Try again opens the same link again.
 */
export function SubscriptionConfirmationPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'confirmation.confirmingSubscription' }))
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const confirm = useConfirmSubscription()
  useOnce(() => {
    const email = params.get('email')
    const confirmationToken = params.get('confirmation-token')
    const link = new URLSearchParams()
    if (confirmationToken) link.set('confirmation-token', confirmationToken)
    if (email) link.set('email', email)
    for (const [name, value] of new URLSearchParams(strippedQuery(params.toString()))) link.set(name, value)
    if (!email || !confirmationToken) {
      navigate(errorTarget(errorPath, 'missing-link', link), { replace: true })
      return
    }
    confirm.mutate(
      { email, confirmationToken },
      {
        onSuccess: () =>
          navigate({ pathname: successPath, search: strippedQuery(params.toString()) }, { replace: true }),
        onError: (error) => navigate(errorTarget(errorPath, failureReasonOf(error), link), { replace: true }),
      },
    )
  })
  return (
    <main id="main-content" className="page page--centered">
      <p role="status">
        <FormattedMessage id="confirmation.confirmingSubscription" />
      </p>
    </main>
  )
}
