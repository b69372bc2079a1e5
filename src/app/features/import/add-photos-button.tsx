import { lazy, Suspense, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import './import-page.css'
import { PlusIcon } from '#app/ui/icons'

// The modal, the uploader and qrcode.react load when the modal opens (docs/requirements/budgets.md#budgets-entry-js);
// the HEIC decoder's worker when a HEIC file is chosen, exifr with the first upload.
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
        <PlusIcon size={20} strokeWidth={2.5} />
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
