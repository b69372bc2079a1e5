import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDownloadsList } from '#app/queries/downloads/downloads-list'
import { useSaveArchive } from '#app/queries/downloads/save-archive'
import { href } from '#app/routes'
import { ErrorState } from '#app/ui/error-state'
import { ToastProvider, useToasts } from '#app/ui/toast/toast-provider'
import './downloads.css'
import type { ServiceSchemas } from '#app/api/clients'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { RecordItem, RecordList, RecordListSkeleton } from '#app/ui/record-list/record-list'
import { useDocumentTitle } from '#app/ui/use-document-title'

type Download = ServiceSchemas<'downloads'>['schemas']['Download']

/**
 * downloads: the archives the user asked for (GET /downloads), each saved as {id}.zip on request.
 * ToastProvider passes through when the app already has one.
 */
export function DownloadsPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'downloads.title' }))
  return (
    <ToastProvider>
      <DownloadsContent />
    </ToastProvider>
  )
}

function DownloadsContent() {
  const intl = useIntl()
  const list = useDownloadsList()
  return (
    <section className="page downloads" aria-labelledby="downloads-title">
      <header className="downloads__header">
        <h1 id="downloads-title" className="page__title">
          <FormattedMessage id="downloads.title" />
        </h1>
        <p className="downloads__intro">
          <FormattedMessage id="downloads.intro" />
        </p>
      </header>
      {list.isPending ? (
        <DownloadsLoading />
      ) : list.isError ? (
        <ErrorState
          message={<FormattedMessage id="downloads.loadError" />}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <DownloadsEmpty />
      ) : (
        <RecordList label={intl.formatMessage({ id: 'downloads.list.label' })}>
          {list.data.items.map((download) => (
            <DownloadItem key={download.id} download={download} />
          ))}
        </RecordList>
      )}
    </section>
  )
}

function DownloadsLoading() {
  return (
    <div className="downloads__loading">
      <p className="downloads__status" role="status">
        <FormattedMessage id="downloads.loading" />
      </p>
      <RecordListSkeleton />
    </div>
  )
}

function DownloadsEmpty() {
  return (
    <EmptyState
      icon={<ArchiveIcon />}
      title={<FormattedMessage id="downloads.empty.title" />}
      action={
        <Link className="button button--primary" to={href('photos')}>
          <FormattedMessage id="downloads.empty.goToPhotos" />
        </Link>
      }
    >
      <FormattedMessage id="downloads.empty.body" />
    </EmptyState>
  )
}

/** One archive: its name (or 'Download of N photos'), its photo count and a button that saves {id}.zip. */
function DownloadItem({ download }: { download: Download }) {
  const intl = useIntl()
  const toasts = useToasts()
  const nameId = useId()
  const count = download.photos.length
  const save = useSaveArchive(download.id, {
    onError: () => {
      toasts.show(intl.formatMessage({ id: 'downloads.error.photos' }), { kind: 'error' })
    },
  })
  return (
    <RecordItem
      icon={<ArchiveIcon />}
      titleId={nameId}
      title={download.name ?? intl.formatMessage({ id: 'downloads.item.fallbackName' }, { count })}
      details={<FormattedMessage id="downloads.item.photoCount" values={{ count }} />}
      action={
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={nameId}
          aria-busy={save.isPending}
          onClick={() => {
            if (!save.isPending) save.mutate()
          }}
        >
          {save.isPending ? (
            <FormattedMessage id="downloads.item.downloading" />
          ) : (
            <FormattedMessage id="downloads.item.download" />
          )}
        </button>
      }
    />
  )
}

function ArchiveIcon() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="3"
        width="28"
        height="34"
        rx="4"
        fill="var(--brand-surface)"
        stroke="var(--brand-primary)"
        strokeWidth="2"
      />
      <path d="M20 3v4h-3v4h3v4h-3v4h3v4" stroke="var(--brand-primary)" strokeWidth="2" fill="none" />
      <rect x="16" y="25" width="8" height="7" rx="1.5" fill="var(--brand-primary)" />
    </svg>
  )
}
