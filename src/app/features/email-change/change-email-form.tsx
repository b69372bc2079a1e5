import { useId, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isApiError } from '#app/api/api-error'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { usePlatform } from '#app/platform/platform-context'
import { type IdentityPath, useRequestEmailChange } from '#app/queries/identity'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { type EmailChangeValues, emailChangeMessages, emailChangeSchema } from './email-change-schema'

/**
 * The new address, sent for confirmation (POST …/emailchanges with the storefront's channel). Received: the
 * customer is told to open the link in the new mailbox. 409 is a problem with the address (beside the field and in
 * the summary); 429 and anything else are said above the button. The typed address stays in every case.
 */
export function ChangeEmailForm({
  identity,
  currentEmail,
}: {
  identity: IdentityPath
  currentEmail?: string
}) {
  const intl = useIntl()
  const { brand } = usePlatform()
  const fieldId = useId()
  const schema = useMemo(() => emailChangeSchema(currentEmail), [currentEmail])
  const request = useRequestEmailChange()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useCheckedForm<EmailChangeValues>(schema, {
    defaultValues: { email: '' },
  })
  const describe = (id: string) => intl.formatMessage({ id })
  const send = handleSubmit(({ email }) => {
    request.mutate(
      { identity, email, channel: salesChannel(brand) ?? brand.id },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            setError('email', { message: emailChangeMessages.inUse })
        },
      },
    )
  })
  const inUse = isApiError(request.error) && request.error.status === 409
  const rateLimited = isApiError(request.error) && request.error.status === 429

  if (request.isSuccess) {
    return (
      <div className="email-change__received" role="status">
        <h2 className="email-change__received-title">
          <FormattedMessage id="emailChange.received.title" />
        </h2>
        <p>
          <FormattedMessage
            id="emailChange.received.body"
            values={{ email: <strong>{request.variables.email}</strong> }}
          />
        </p>
        <Button variant="secondary" onClick={() => request.reset()}>
          <FormattedMessage id="emailChange.received.again" />
        </Button>
      </div>
    )
  }
  return (
    <form className="form-stack" noValidate onSubmit={send}>
      <ErrorSummary problems={problemsOf(errors, { email: fieldId }, describe)} submitCount={submitCount} />
      <TextField
        id={fieldId}
        label={<FormattedMessage id="emailChange.field" />}
        hint={<FormattedMessage id="emailChange.hint" />}
        error={errors.email?.message ? describe(errors.email.message) : undefined}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...register('email')}
      />
      {request.isError && !inUse ? (
        <ErrorState
          message={<FormattedMessage id={rateLimited ? 'emailChange.error.tooMany' : 'error.default'} />}
        />
      ) : null}
      <Button type="submit" busy={request.isPending}>
        <FormattedMessage id="emailChange.submit" />
      </Button>
    </form>
  )
}
