import { useId, useState } from 'react'
import { type useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { useShareWidget } from '#app/queries/widgets/widget-sharing'
import { Button } from '#app/ui/button'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { TextArea } from '#app/ui/form/text-area'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { ActionFailure } from './action-failure'
import { isRefusal, requestStateOf } from './request-state'
import { readSenderName, rememberSenderName } from './sender-name'
import { type ShareDetails, type ShareValues, shareLimits, shareSchema } from './share-schema'

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

/**
 * The share form (vendorId, SenderName, RecipientEmail, PersonalMessage:
 * docs/requirements/online-products.md#online-products-share): checked on submit, sent with PUT /v1/widget/{id}/share
 * (the recipient base64 encoded). Beside it, the e-mail the recipient gets, as it is typed; the sender name is
 * remembered for next time. A failure keeps what was typed.
 */
export function ShareForm({ widget, vendorId }: { widget: Widget; vendorId: string }) {
  const intl = useIntl()
  const share = useShareWidget(widget.productCode)
  const shareState = requestStateOf(share)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, submitCount },
  } = useCheckedForm<ShareValues, ShareDetails>(shareSchema, {
    defaultValues: { senderName: readSenderName(storage()), recipientEmail: '', personalMessage: '' },
  })
  const ids = { senderName: useId(), recipientEmail: useId(), personalMessage: useId() }
  const describe = (message: string) => intl.formatMessage({ id: message })
  const errorOf = (name: keyof ShareValues) => {
    const message = errors[name]?.message
    return message ? describe(message) : undefined
  }
  const submit = handleSubmit((values) => {
    setSentTo(null)
    share.mutate(
      { vendorId, ...values },
      {
        onSuccess: () => {
          rememberSenderName(storage(), values.senderName)
          setSentTo(values.recipientEmail)
          // Ready for the next recipient; the sender stays.
          reset({ senderName: values.senderName, recipientEmail: '', personalMessage: '' })
        },
      },
    )
  })
  return (
    <div className="widget-share__share">
      <form className="form-stack" noValidate onSubmit={submit}>
        <ErrorSummary problems={problemsOf(errors, ids, describe)} submitCount={submitCount} />
        <TextField
          id={ids.senderName}
          label={<FormattedMessage id="widgetShare.senderName" />}
          error={errorOf('senderName')}
          autoComplete="name"
          maxLength={shareLimits.senderName + 20}
          {...register('senderName')}
        />
        <TextField
          id={ids.recipientEmail}
          type="email"
          label={<FormattedMessage id="widgetShare.recipientEmail" />}
          error={errorOf('recipientEmail')}
          autoComplete="off"
          spellCheck={false}
          {...register('recipientEmail')}
        />
        <TextArea
          id={ids.personalMessage}
          label={<FormattedMessage id="widgetShare.personalMessage" />}
          hint={<FormattedMessage id="widgetShare.personalMessage.hint" />}
          error={errorOf('personalMessage')}
          {...register('personalMessage')}
        />
        <ActionFailure
          state={shareState}
          messageId={isRefusal(share.error) ? 'widgetShare.shareRefused' : 'widgetShare.shareFailed'}
        />
        {sentTo && shareState.status === 'Finished' ? (
          <p className="form-saved" role="status">
            <FormattedMessage id="widgetShare.sent" values={{ email: sentTo }} />
          </p>
        ) : null}
        <Button type="submit" busy={shareState.status === 'InProgress'}>
          <FormattedMessage id="widgetShare.send" />
        </Button>
      </form>
      <EmailPreview control={control} title={widget.title} cover={widget.thumbnailUrl} />
    </div>
  )
}

/** The e-mail as the recipient will get it, following what is typed (rendered as text, never as HTML). */
function EmailPreview({
  control,
  title,
  cover,
}: {
  control: ReturnType<typeof useForm<ShareValues, unknown, ShareDetails>>['control']
  title: string
  cover: string
}) {
  const intl = useIntl()
  const [senderName, personalMessage] = useWatch({ control, name: ['senderName', 'personalMessage'] })
  const sender = senderName.trim() || intl.formatMessage({ id: 'widgetShare.preview.someone' })
  const headingId = useId()
  return (
    <aside className="email-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="email-preview__label">
        <FormattedMessage id="widgetShare.preview.title" />
      </h3>
      <div className="email-preview__mail">
        <p className="email-preview__subject">
          <FormattedMessage id="widgetShare.preview.subject" values={{ sender }} />
        </p>
        <img className="email-preview__cover" src={cover} alt="" />
        <p>
          <FormattedMessage id="widgetShare.preview.body" values={{ sender, title }} />
        </p>
        {personalMessage.trim() ? (
          <blockquote className="email-preview__message">{personalMessage}</blockquote>
        ) : null}
        <span className="email-preview__button" aria-hidden="true">
          <FormattedMessage id="widgetShare.preview.action" />
        </span>
      </div>
    </aside>
  )
}
