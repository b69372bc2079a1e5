import { FormattedMessage, useIntl } from 'react-intl'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { usePlatform } from '#app/platform/platform-context'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { Modal } from '#app/ui/modal/modal'
import { ExportStatus } from './export-status'
import { type StoragePeriod, storagePeriodMonths } from './storage-period'
import { useExportAllPhotos } from './use-export-all-photos'
import { formatDeletionDate } from './use-storage-period'

interface ReactivationModalProps {
  period: StoragePeriod
  onClose: () => void
}

/**
 * The reactivation modal (ReactivationEnabled): deletion is less than a month away. It names the date and the ways
 * to keep the photos: an order in the storefront (which starts the storage period again) or an export.
 */
export function ReactivationModal({ period, onClose }: ReactivationModalProps) {
  const intl = useIntl()
  const { flags } = usePlatform()
  const exportAll = useExportAllPhotos()
  // Orders are placed in the storefront, not in the account: its products page, when the storefront names one.
  const products = storefrontRoute(useStorefrontConfig(), 'products')
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={exportAll.state !== 'requesting'}
      title={<FormattedMessage id="storage.reactivation.title" />}
    >
      {exportAll.state === 'initial' ? (
        <div className="storage-dialog__body">
          <p className="storage-dialog__lead">
            <FormattedMessage
              id="storage.reactivation.deletionDate"
              values={dayArguments(intl.locale, { date: formatDeletionDate(intl, period) }, 'date')}
            />
          </p>
          <p>
            <FormattedMessage id="storage.reactivation.howToKeep" values={{ months: storagePeriodMonths }} />
          </p>
          <div className="storage-dialog__actions">
            {products ? (
              <a href={products} className="button button--primary">
                <FormattedMessage id="storage.reactivation.order" />
              </a>
            ) : null}
            {flags.PhotoExportEnabled ? (
              <button type="button" className="button button--secondary" onClick={exportAll.start}>
                <FormattedMessage id="storage.export.button" />
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <ExportStatus exportAll={exportAll} onClose={onClose} />
      )}
    </Modal>
  )
}
