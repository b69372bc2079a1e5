import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { href } from '#app/routes'
import type { ExportAllPhotos } from './use-export-all-photos'

interface ExportStatusProps {
  exportAll: ExportAllPhotos
  onClose: () => void
}

/** What an export request shows once started: the spinner, then 'We're processing your export' or the failure. */
export function ExportStatus({ exportAll, onClose }: ExportStatusProps) {
  const location = useLocation()
  // The button that started the request is gone: focus the result's action so keyboard users stay in place.
  const action = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (exportAll.state === 'success' || exportAll.state === 'failure') action.current?.focus()
  }, [exportAll.state])
  if (exportAll.state === 'requesting') {
    return (
      <div className="storage-progress" role="status">
        <span className="storage-spinner" aria-hidden="true" />
        <FormattedMessage id="storage.export.requesting" />
      </div>
    )
  }
  if (exportAll.state === 'success') {
    return (
      <div className="storage-dialog__body">
        <div className="storage-dialog__body" role="status">
          <p className="storage-dialog__lead">
            <FormattedMessage id="storage.export.success" />
          </p>
          <p>
            <FormattedMessage id="storage.export.successDetails" />
          </p>
        </div>
        <div className="storage-dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} ref={action}>
            <FormattedMessage id="modal.close" />
          </button>
        </div>
      </div>
    )
  }
  if (exportAll.state === 'failure') {
    return (
      <div className="storage-dialog__body">
        <div className="storage-alert" role="alert">
          <p>
            <FormattedMessage id="storage.export.failure" />
          </p>
          <Link to={{ pathname: href('photos'), search: location.search }} onClick={onClose}>
            <FormattedMessage id="storage.export.backToLibrary" />
          </Link>
        </div>
        <div className="storage-dialog__actions">
          <button type="button" className="button button--primary" onClick={exportAll.start} ref={action}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      </div>
    )
  }
  return null
}
