import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { usePlatform } from '#app/platform/platform-context'
import { useDeleteAllPhotos } from '#app/queries/photos/delete-photos'
import { Modal } from '#app/ui/modal/modal'
import { useToasts } from '#app/ui/toast/toast-provider'
import { DeleteAllPhotosForm } from './delete-all-photos-form'
import { ExportStatus } from './export-status'
import { type StoragePeriod, storagePeriodMonths } from './storage-period'
import { useExportAllPhotos } from './use-export-all-photos'
import { formatDeletionDate } from './use-storage-period'

interface StorageDialogProps {
  period: StoragePeriod
  onClose: () => void
  onAllPhotosDeleted: () => void
}

/**
 * The storage-period dialog: when the photos are deleted and why, with an export of all photos
 * (PhotoExportEnabled) and the deletion of all photos. It cannot be closed while a request runs.
 */
export function StorageDialog({ period, onClose, onAllPhotosDeleted }: StorageDialogProps) {
  const intl = useIntl()
  const { flags } = usePlatform()
  const toasts = useToasts()
  const exportAll = useExportAllPhotos()
  const deletion = useDeleteAllPhotos()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const busy = exportAll.state === 'requesting' || deletion.isPending

  const deleted = () => {
    onAllPhotosDeleted()
    toasts.show(intl.formatMessage({ id: 'storage.deleteAll.success' }), { kind: 'success' })
    onClose()
  }

  let content: ReactNode
  if (exportAll.state !== 'initial') {
    content = <ExportStatus exportAll={exportAll} onClose={onClose} />
  } else if (confirmingDelete) {
    content = (
      <DeleteAllPhotosForm
        deletion={deletion}
        onCancel={() => setConfirmingDelete(false)}
        onDeleted={deleted}
      />
    )
  } else {
    content = (
      <div className="storage-dialog__body">
        <p className="storage-dialog__lead">
          <FormattedMessage
            id="storage.dialog.keptUntil"
            values={dayArguments(intl.locale, { date: formatDeletionDate(intl, period) }, 'date')}
          />
        </p>
        {period.isStoragePeriodExtended ? (
          <p>
            <FormattedMessage id="storage.dialog.extended" />
          </p>
        ) : null}
        <p>
          <FormattedMessage id="storage.dialog.why" values={{ months: storagePeriodMonths }} />
        </p>
        {flags.PhotoExportEnabled ? (
          <section className="storage-dialog__section">
            <h3 className="storage-dialog__heading">
              <FormattedMessage id="storage.export.heading" />
            </h3>
            <p>
              <FormattedMessage id="storage.export.description" />
            </p>
            <button type="button" className="button button--primary" onClick={exportAll.start}>
              <FormattedMessage id="storage.export.button" />
            </button>
          </section>
        ) : null}
        <section className="storage-dialog__section">
          <h3 className="storage-dialog__heading">
            <FormattedMessage id="storage.delete.heading" />
          </h3>
          <p>
            <FormattedMessage id="storage.delete.description" />
          </p>
          <button
            type="button"
            className="button storage-button--danger-outline"
            onClick={() => setConfirmingDelete(true)}
          >
            <FormattedMessage id="storage.delete.button" />
          </button>
        </section>
      </div>
    )
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={<FormattedMessage id={confirmingDelete ? 'storage.delete.button' : 'storage.dialog.title'} />}
    >
      {content}
    </Modal>
  )
}
