import { type DragEvent, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { acceptAttribute, type PickedFile, type RefusedFile } from './file-acceptance'
import { PickedThumbnail } from './picked-thumbnail'

interface DeviceTabProps {
  selected: readonly PickedFile[]
  refused: readonly RefusedFile[]
  onPick: (files: File[]) => void
  onRemove: (key: string) => void
  /** Small screens get no drag-and-drop hint (docs/requirements/adding-photos.md#adding-photos-import-modal). */
  small: boolean
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/** 'My device': the file input, a drop zone, what was refused and why, and the selected photos. */
export function DeviceTab({ selected, refused, onPick, onRemove, small }: DeviceTabProps) {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [dragging, setDragging] = useState(false)

  return (
    <div className="import-device">
      <section
        className={dragging ? 'import-drop import-drop--active' : 'import-drop'}
        aria-label={intl.formatMessage({ id: 'import.dropZone' })}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          onPick([...event.dataTransfer.files])
        }}
      >
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v4a1 1 0 001 1h14a1 1 0 001-1v-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <FormattedMessage id="import.choose" />
        </button>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={acceptAttribute}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="import-file-input"
          onChange={(event) => {
            onPick([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        {small ? null : (
          <p className="import-drop__hint">
            <FormattedMessage id="import.dropHint" />
          </p>
        )}
        <p id={hintId} className="import-drop__types">
          <FormattedMessage id="import.acceptedTypes" />
        </p>
      </section>

      {refused.length > 0 ? (
        <div className="import-refused" role="alert">
          <ul>
            {refused.map((entry) => (
              <li key={entry.key}>
                <FormattedMessage
                  id={`import.refused.${entry.reason}`}
                  values={{ fileName: entry.fileName }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {selected.length > 0 ? (
        <ul className="import-grid" aria-label={intl.formatMessage({ id: 'import.selectedPhotos' })}>
          {selected.map((picked) => (
            <li key={picked.key} className="import-grid__item">
              <PickedThumbnail picked={picked} />
              <button
                type="button"
                className="import-grid__remove"
                aria-label={intl.formatMessage({ id: 'import.remove' }, { fileName: picked.file.name })}
                onClick={() => onRemove(picked.key)}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
