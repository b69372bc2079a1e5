import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type FtpIntegration, useUpdateFtpIntegration } from '#app/queries/customers/customer-writes'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { ChoiceCards } from '#app/ui/form/choice-cards'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { useNotificationReset } from '#app/ui/toast/notification-reset'
import { callbackFormats, type FtpIntegrationValues, ftpIntegrationSchema } from './ftp-integration-schema'

/**
 * The callback address and format, checked on submit and saved with PATCH /customers/me. 'Saved' shows until the
 * next change; a failure says so and keeps what was typed.
 */
export function FtpIntegrationForm({ current }: { current: FtpIntegration | undefined }) {
  const intl = useIntl()
  const save = useUpdateFtpIntegration()
  const savedMessage = useNotificationReset(save.isSuccess, save.reset)
  const ids = { callbackUrl: useId(), callbackFormat: useId() }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount, isDirty },
  } = useCheckedForm<FtpIntegrationValues, FtpIntegration>(ftpIntegrationSchema, {
    defaultValues: current ?? { callbackUrl: '', callbackFormat: undefined },
  })
  const describe = (id: string) => intl.formatMessage({ id })
  const submit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: (customer) => reset(customer.ftpIntegration ?? values) }),
  )
  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <ErrorSummary problems={problemsOf(errors, ids, describe)} submitCount={submitCount} />
      <TextField
        id={ids.callbackUrl}
        label={<FormattedMessage id="ftpIntegration.callbackUrl" />}
        hint={<FormattedMessage id="ftpIntegration.callbackUrl.hint" />}
        error={errors.callbackUrl?.message ? describe(errors.callbackUrl.message) : undefined}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        {...register('callbackUrl')}
      />
      <ChoiceCards
        id={ids.callbackFormat}
        legend={<FormattedMessage id="ftpIntegration.callbackFormat" />}
        error={errors.callbackFormat?.message ? describe(errors.callbackFormat.message) : undefined}
        choices={callbackFormats.map((format) => ({
          value: format,
          label: <FormattedMessage id={`ftpIntegration.format.${format}`} />,
          text: <FormattedMessage id={`ftpIntegration.format.${format}.text`} />,
        }))}
        input={register('callbackFormat')}
      />
      {save.isError ? <ErrorState message={<FormattedMessage id="error.default" />} /> : null}
      {save.isSuccess && !isDirty ? (
        <p ref={savedMessage} className="form-saved" role="status">
          <FormattedMessage id="ftpIntegration.saved" />
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        <FormattedMessage id="ftpIntegration.save" />
      </Button>
    </form>
  )
}
