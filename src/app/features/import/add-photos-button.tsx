import { lazy, Suspense, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import './import-page.css'

// The modal, the uploader, heic-to and qrcode.react load when the modal opens (DESIGN §8 budget).
const loadImportModal = () => import('./import-modal')
const ImportModal = lazy(() => loadImportModal().then((module) => ({ default: module.ImportModal })))

/** 'Add photos' (UploadViewEnabled): opens the import modal. Needs an ActivationProvider above it. */
export function AddPhotosButton() {
  const { flags } = usePlatform()
  const [open, setOpen] = useState(false)
  if (!flags.UploadViewEnabled) return null
  return (
    <>
      <button
        type="button"
        className="button button--primary add-photos-button"
        onPointerEnter={() => void loadImportModal()}
        onFocus={() => void loadImportModal()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <FormattedMessage id="import.addPhotos" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
