import { FormattedMessage, useIntl } from 'react-intl'
import { canRetry, type UploadItem, uploadTotals } from './upload-queue'

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100)
  return (
    <div
      className="import-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="import-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  )
}

function itemStatus(item: UploadItem) {
  if (item.status === 'failed') return <FormattedMessage id={`import.upload.${item.failure ?? 'failed'}`} />
  if (item.status === 'done') return <FormattedMessage id="import.upload.done" />
  if (item.status === 'waiting') return <FormattedMessage id="import.upload.waiting" />
  // Before the first progress event (or where the browser sends none) a plain 'Uploading…' beats a stuck 0%.
  if (item.loaded === 0) return <FormattedMessage id="import.upload.sending" />
  return <FormattedMessage id="import.upload.percent" values={{ percent: item.loaded / item.file.size }} />
}

/** The upload: overall progress, then each photo with its progress, and Retry where a photo failed. */
export function UploadProgress({
  items,
  onRetry,
}: {
  items: readonly UploadItem[]
  onRetry: (key: string) => void
}) {
  const intl = useIntl()
  const totals = uploadTotals(items)
  return (
    <div className="import-upload">
      <div className="import-upload__summary" aria-live="polite">
        <p>
          {totals.pending > 0 ? (
            <FormattedMessage
              id="import.upload.uploading"
              values={{ done: totals.done, total: items.length }}
            />
          ) : totals.done === 0 ? (
            <FormattedMessage id="import.upload.noneAdded" />
          ) : (
            <FormattedMessage id="import.upload.finished" values={{ count: totals.done }} />
          )}
        </p>
        {totals.pending === 0 && totals.failed > 0 ? (
          <p className="import-upload__failed">
            <FormattedMessage id="import.upload.someFailed" values={{ count: totals.failed }} />
          </p>
        ) : null}
      </div>
      <ProgressBar value={totals.progress} label={intl.formatMessage({ id: 'import.upload.overall' })} />
      <ul className="import-upload__list">
        {items.map((item) => (
          <li key={item.key} className={`import-upload__item import-upload__item--${item.status}`}>
            <span className="import-upload__name">{item.file.name}</span>
            <span className="import-upload__status">{itemStatus(item)}</span>
            {canRetry(item) ? (
              <button
                type="button"
                className="button button--secondary import-upload__retry"
                aria-label={intl.formatMessage(
                  { id: 'import.upload.retryFile' },
                  { fileName: item.file.name },
                )}
                onClick={() => onRetry(item.key)}
              >
                <FormattedMessage id="import.upload.retry" />
              </button>
            ) : null}
            <ProgressBar
              value={item.status === 'done' ? 1 : item.loaded / item.file.size}
              label={item.file.name}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
