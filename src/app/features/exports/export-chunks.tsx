import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ServiceSchemas } from '#app/api/clients'
import { useSaveChunk } from '#app/queries/save-chunk'
import { RecordItem, RecordList } from '#app/ui/record-list/record-list'
import { Spinner } from '#app/ui/spinner'
import { formatSize } from './format-size'

type Chunk = ServiceSchemas<'exports'>['schemas']['BackupChunk']

/** The zip files of a READY export, each with its size and a 'Download .zip' button. */
export function ExportChunks({ backupId, chunks }: { backupId: string; chunks: Chunk[] }) {
  const intl = useIntl()
  const sorted = [...chunks].sort((a, b) => a.iteration - b.iteration)
  return (
    <RecordList label={intl.formatMessage({ id: 'exports.chunks.label' })}>
      {sorted.map((chunk) => (
        <ChunkItem key={chunk.iteration} backupId={backupId} chunk={chunk} total={sorted.length} />
      ))}
    </RecordList>
  )
}

/**
 * 'My Photos export ({iteration+1} of {total})'. While its file is saved the button shows progress and does
 * nothing more (aria-disabled keeps the focus on it); a failure says so here and the button tries again.
 */
function ChunkItem({ backupId, chunk, total }: { backupId: string; chunk: Chunk; total: number }) {
  const intl = useIntl()
  const nameId = useId()
  const errorId = useId()
  const save = useSaveChunk(backupId, chunk.iteration)
  const { size, unit } = formatSize(chunk.size, intl.locale)
  return (
    <RecordItem
      icon={<ZipIcon />}
      titleId={nameId}
      title={<FormattedMessage id="exports.chunk.name" values={{ number: chunk.iteration + 1, total }} />}
      details={<FormattedMessage id={`exports.size.${unit}`} values={{ size }} />}
      action={
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={save.isError ? `${nameId} ${errorId}` : nameId}
          aria-disabled={save.isPending}
          onClick={() => {
            if (!save.isPending) save.mutate()
          }}
        >
          {save.isPending ? (
            <>
              <Spinner />
              <FormattedMessage id="exports.chunk.downloading" />
            </>
          ) : (
            <FormattedMessage id="exports.chunk.download" />
          )}
        </button>
      }
      error={
        save.isError ? (
          <p id={errorId} role="alert">
            <FormattedMessage id="exports.chunk.error" />
          </p>
        ) : null
      }
    />
  )
}

function ZipIcon() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d="M9 4h16l8 8v22a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"
        fill="var(--brand-surface)"
        stroke="var(--brand-primary)"
        strokeWidth="2"
      />
      <path d="M25 4v8h8" fill="none" stroke="var(--brand-primary)" strokeWidth="2" />
      <path d="M16 4v3h3v3h-3v3h3v3h-3" fill="none" stroke="var(--brand-primary)" strokeWidth="2" />
      <rect x="14" y="20" width="7" height="8" rx="1.5" fill="var(--brand-primary)" />
    </svg>
  )
}
