import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Navigate, type To, useLocation, useParams } from 'react-router'
import { isExpiredExport, useBackup } from '#app/queries/exports'
import { ErrorState } from '#app/ui/error-state'
import { Spinner } from '#app/ui/spinner'
import { ExportChunks } from './export-chunks'
import { photosLink } from './photos-link'
import { ReadyBanner } from './ready-banner'
import './exports.css'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { useDocumentTitle } from '#app/ui/use-document-title'

/**
 * photoExports (/my-photos/exports/:backupId): a READY export's zip chunks to download. 404 means the links
 * expired; FAILED or any other error is 'Export error'; an export still being made sends the user to the photos.
 */
export function ExportPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'exports.title' }))
  const { backupId = '' } = useParams()
  const { search } = useLocation()
  const backup = useBackup(backupId)
  const toPhotos = photosLink(search)
  const status = backup.data?.status
  if (status === 'REQUESTED' || status === 'IN_PROGRESS') return <Navigate to={toPhotos} replace />
  return (
    <section className="page exports" aria-labelledby="exports-title">
      <header className="exports__header">
        <Link className="exports__back" to={toPhotos}>
          <FormattedMessage id="exports.backToPhotos" />
        </Link>
        <h1 id="exports-title" className="page__title">
          <FormattedMessage id="exports.title" />
        </h1>
      </header>
      {backup.isPending ? (
        <ExportLoading />
      ) : backup.isError ? (
        isExpiredExport(backup.error) ? (
          <ExportExpired toPhotos={toPhotos} />
        ) : (
          <ExportError onRetry={() => void backup.refetch()} />
        )
      ) : backup.data.status === 'READY' ? (
        <>
          <ReadyBanner updated={backup.data.updated} />
          <ExportChunks backupId={backup.data.backupId} chunks={backup.data.chunks} />
        </>
      ) : (
        <ExportError toPhotos={toPhotos} />
      )}
    </section>
  )
}

function ExportLoading() {
  const intl = useIntl()
  return (
    <div
      className="exports__loading"
      role="status"
      aria-label={intl.formatMessage({ id: 'exports.loading' })}
    >
      <Spinner size="large" />
    </div>
  )
}

/** 404: 'Your download link has expired', with the way to a new export (the storage dialog on the photos page). */
function ExportExpired({ toPhotos }: { toPhotos: To }) {
  return (
    <EmptyState
      framed
      icon={
        <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle
            cx="24"
            cy="24"
            r="20"
            fill="var(--brand-surface)"
            stroke="var(--text-muted)"
            strokeWidth="2.5"
          />
          <path
            d="M24 13v12l7 5"
            fill="none"
            stroke="var(--text-muted)"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      }
      title={<FormattedMessage id="exports.expired.title" />}
      action={
        <Link className="button button--primary" to={toPhotos}>
          <FormattedMessage id="exports.createNew" />
        </Link>
      }
    >
      <FormattedMessage id="exports.expired.body" />
    </EmptyState>
  )
}

/**
 * 'Export error'. A failed request can be tried again; a FAILED export cannot, so it offers a new export instead.
 */
function ExportError({ onRetry, toPhotos }: { onRetry?: () => void; toPhotos?: To }) {
  return (
    <>
      <ErrorState message={<FormattedMessage id="exports.error" />} onRetry={onRetry} />
      {toPhotos ? (
        <Link className="button button--secondary" to={toPhotos}>
          <FormattedMessage id="exports.createNew" />
        </Link>
      ) : null}
    </>
  )
}
