import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { refusedFieldsOf } from '#app/api/refused-fields'
import { type PaymentMethod, useUpdatePaymentMethod } from '#app/queries/customers/customer-writes'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { ChoiceCards } from '#app/ui/form/choice-cards'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { useNotificationReset } from '#app/ui/toast/notification-reset'
import {
  ibanOf,
  type PaymentMethodValues,
  paymentMethodMessages,
  paymentMethodSchema,
  paymentMethodServiceMessages,
} from './payment-method-schema'

/** The fields a 400 refused, from the service's texts in its details. */
const refusedFields = (error: unknown) => refusedFieldsOf(error, paymentMethodServiceMessages)

/**
 * Invoice or direct debit, checked on submit (the IBAN by its country's length and checksum) and saved with
 * PUT /customers/me/payment-method. The IBAN typed is never shown back once saved: the service keeps only its last
 * four characters. A failure keeps what was typed.
 */
export function PaymentMethodForm({ current, brandName }: { current: PaymentMethod; brandName: string }) {
  const intl = useIntl()
  const save = useUpdatePaymentMethod()
  const savedMessage = useNotificationReset(save.isSuccess, save.reset)
  const ids = { method: useId(), accountHolder: useId(), iban: useId() }
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, submitCount, isDirty },
  } = useCheckedForm<PaymentMethodValues>(paymentMethodSchema, {
    defaultValues: { method: current.method, accountHolder: current.accountHolder ?? '', iban: '' },
  })
  const describe = (id: string) => intl.formatMessage({ id })
  const errorOf = (name: keyof PaymentMethodValues) => {
    const message = errors[name]?.message
    return message ? describe(message) : undefined
  }
  const directDebit = watch('method') === 'directDebit'
  const submit = handleSubmit((values) =>
    save.mutate(
      values.method === 'invoice'
        ? { method: 'invoice' }
        : {
            method: 'directDebit',
            accountHolder: values.accountHolder.trim(),
            iban: ibanOf(values.iban) ?? values.iban,
          },
      {
        onSuccess: (customer) =>
          reset({
            method: customer.paymentMethod?.method ?? values.method,
            accountHolder: customer.paymentMethod?.accountHolder ?? '',
            iban: '',
          }),
        onError: (error) => {
          for (const field of refusedFields(error)) setError(field, { message: paymentMethodMessages[field] })
        },
      },
    ),
  )
  const failedOtherwise = save.isError && refusedFields(save.error).length === 0
  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <ErrorSummary problems={problemsOf(errors, ids, describe)} submitCount={submitCount} />
      <ChoiceCards
        id={ids.method}
        legend={<FormattedMessage id="paymentMethod.choose" />}
        choices={(['invoice', 'directDebit'] as const).map((method) => ({
          value: method,
          label: <FormattedMessage id={`paymentMethod.${method}`} />,
          text: <FormattedMessage id={`paymentMethod.${method}.text`} />,
        }))}
        input={register('method')}
      />
      {directDebit ? (
        <>
          <TextField
            id={ids.accountHolder}
            label={<FormattedMessage id="paymentMethod.accountHolder" />}
            error={errorOf('accountHolder')}
            autoComplete="cc-name"
            {...register('accountHolder')}
          />
          <TextField
            id={ids.iban}
            label={<FormattedMessage id="paymentMethod.iban" />}
            hint={<FormattedMessage id="paymentMethod.iban.hint" />}
            error={errorOf('iban')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            {...register('iban')}
          />
          <p className="payment-method__mandate">
            <FormattedMessage id="paymentMethod.mandate" values={{ brand: brandName }} />
          </p>
        </>
      ) : null}
      {failedOtherwise ? <ErrorState message={<FormattedMessage id="error.default" />} /> : null}
      {save.isSuccess && !isDirty ? (
        <p ref={savedMessage} className="form-saved" role="status">
          <FormattedMessage id="paymentMethod.saved" />
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        <FormattedMessage id="paymentMethod.save" />
      </Button>
    </form>
  )
}
