import { lazy, Suspense, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { claimReactivationModal } from './reactivation-session'
import { StorageStatusIcon } from './storage-icons'
import type { StoragePeriod } from './storage-period'
import { formatDeletionDate, useStoragePeriod } from './use-storage-period'
import './storage.css'
import { dayArguments } from '#app/platform/i18n/day-articles'

const StorageDialog = lazy(() => import('./storage-dialog').then((m) => ({ default: m.StorageDialog })))
const ReactivationModal = lazy(() =>
  import('./reactivation-modal').then((m) => ({ default: m.ReactivationModal })),
)

export interface StorageStatusButtonProps {
  /** Called after every photo was deleted, so the library refetches and shows its empty state. */
  onAllPhotosDeleted: () => void
}

function statusMessage(period: StoragePeriod, dated: Record<string, string>) {
  if (period.status === 'critical')
    return period.daysRemaining === 0
      ? { id: 'storage.status.criticalToday', values: {} }
      : { id: 'storage.status.critical', values: { days: period.daysRemaining } }
  if (period.status === 'warning') return { id: 'storage.status.warning', values: dated }
  return period.isStoragePeriodExtended
    ? { id: 'storage.status.extended', values: dated }
    : { id: 'storage.status.safe', values: dated }
}

/**
 * Opens the reactivation modal once per session when deletion is less than a month away
 * (docs/requirements/storage-period.md#storage-period-reactivation-modal).
 */
function useReactivationModal(period: StoragePeriod | undefined) {
  const { flags } = usePlatform()
  const [open, setOpen] = useState(false)
  const due = flags.ReactivationEnabled && period?.status === 'critical'
  useEffect(() => {
    if (due && claimReactivationModal(window.sessionStorage)) setOpen(true)
  }, [due])
  return { open, close: () => setOpen(false) }
}

/**
 * The storage status on the library header: how long the photos are kept, in words and with an icon per status.
 * It opens the storage dialog. While the period loads a placeholder keeps its place; when it cannot be loaded that
 * place says so and asks again when pressed (the failure is logged by the query cache): a deletion warning is never
 * hidden without a word.
 */
export function StorageStatusButton({ onAllPhotosDeleted }: StorageStatusButtonProps) {
  const intl = useIntl()
  const { period, isPending, isError, retry } = useStoragePeriod()
  const [dialogOpen, setDialogOpen] = useState(false)
  const reactivation = useReactivationModal(period)

  if (!period) {
    if (isError)
      return (
        <button type="button" className="storage-status storage-status--unknown" onClick={retry}>
          <StorageStatusIcon status="warning" />
          <span>
            <FormattedMessage id="storage.status.loadError" /> <FormattedMessage id="common.tryAgain" />
          </span>
        </button>
      )
    return isPending ? (
      <span className="storage-status storage-status--placeholder skeleton" aria-hidden="true" />
    ) : null
  }
  const message = statusMessage(
    period,
    dayArguments(intl.locale, { date: formatDeletionDate(intl, period) }, 'date'),
  )
  return (
    <>
      <button
        type="button"
        className={`storage-status storage-status--${period.status}`}
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        <StorageStatusIcon status={period.status} />
        <FormattedMessage id={message.id} values={message.values} />
      </button>
      <Suspense fallback={null}>
        {dialogOpen ? (
          <StorageDialog
            period={period}
            onClose={() => setDialogOpen(false)}
            onAllPhotosDeleted={onAllPhotosDeleted}
          />
        ) : null}
        {reactivation.open ? <ReactivationModal period={period} onClose={reactivation.close} /> : null}
      </Suspense>
    </>
  )
}
