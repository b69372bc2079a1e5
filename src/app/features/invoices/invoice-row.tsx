import { type ReactNode, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '#app/ui/button'
import { RecordItem } from '#app/ui/record-list/record-list'
import type { DownloadProgress } from './use-invoice-downloads'

/**
 * One invoice: a checkbox to take it into a download of several, its facts, 'Download PDF' with its own progress,
 * and its own failure with a retry.
 */
export function InvoiceRow({
  title,
  details,
  selected,
  onSelect,
  progress,
  onDownload,
}: {
  title: string
  details: ReactNode
  selected: boolean
  onSelect: (selected: boolean) => void
  progress: DownloadProgress | undefined
  onDownload: () => void
}) {
  const intl = useIntl()
  const titleId = useId()
  const errorId = useId()
  const state = progress?.state
  const failed = state === 'failed'
  return (
    <RecordItem
      titleId={titleId}
      title={title}
      icon={
        <input
          type="checkbox"
          className="invoices__select"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={intl.formatMessage({ id: 'invoices.select' }, { name: title })}
        />
      }
      details={details}
      action={
        <>
          {state === 'saved' ? (
            <span className="invoices__saved">
              <FormattedMessage id="invoices.saved" />
            </span>
          ) : null}
          <Button
            variant="secondary"
            busy={state === 'saving' || state === 'waiting'}
            aria-describedby={failed ? `${titleId} ${errorId}` : titleId}
            onClick={onDownload}
          >
            <FormattedMessage id={failed ? 'common.tryAgain' : 'invoices.download'} />
          </Button>
        </>
      }
      error={
        failed ? (
          <p id={errorId} role="alert" className="invoices__error">
            <FormattedMessage id={progress?.missing ? 'invoices.missing' : 'invoices.failed'} />
          </p>
        ) : null
      }
    />
  )
}
