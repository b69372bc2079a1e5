import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { Modal } from '#app/ui/modal/modal'
import { useActivation } from './activation-context'
import { ActivationNotice } from './activation-notice'
import { DeviceTab } from './device-tab'
import { type PickedFile, pickFiles, type RefusedFile } from './file-acceptance'
import { ImportTabs } from './import-tabs'
import { QrCodeTab } from './qr-code-tab'
import { UploadProgress } from './upload-progress'
import { useSmallScreen } from './use-small-screen'
import { useUploadQueue } from './use-upload-queue'
import './import-modal.css'

/** The upload step: it starts when shown (the user pressed Next) and the modal stays open while photos are pending. */
function UploadStep({
  files,
  onPendingChange,
  onDone,
}: {
  files: readonly PickedFile[]
  onPendingChange: (pending: boolean) => void
  onDone: () => void
}) {
  const upload = useUploadQueue(files)
  useEffect(() => upload.start(), [upload.start])
  const pending = upload.items.some((item) => item.status === 'waiting' || item.status === 'uploading')
  useEffect(() => onPendingChange(pending), [pending, onPendingChange])
  return (
    <>
      <UploadProgress items={upload.items} onRetry={upload.retry} />
      <div className="import-footer import-footer--end">
        <button type="button" className="button button--primary" disabled={pending} onClick={onDone}>
          <FormattedMessage id="import.done" />
        </button>
      </div>
    </>
  )
}

/** The QR tab listens on the push channel while it is shown, so an import from the phone is seen at once. */
function QrPanel() {
  const { controller, require } = useActivation()
  useEffect(require, [require])
  useEffect(() => controller?.listen(), [controller])
  return (
    <>
      <QrCodeTab />
      <ActivationNotice />
    </>
  )
}

/**
 * Adding photos (docs/requirements/adding-photos.md#adding-photos-import-modal): the image picker with 'My device' and,
 * with QrCodeUploadEnabled on screens that are not small, the QR code tab; Next uploads the selection (automatic upload
 * is off).
 */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl()
  const { flags } = usePlatform()
  const small = useSmallScreen()
  const [tab, setTab] = useState('device')
  const [selected, setSelected] = useState<PickedFile[]>([])
  const [refused, setRefused] = useState<RefusedFile[]>([])
  const [uploading, setUploading] = useState(false)
  const [pending, setPending] = useState(false)
  const withQr = flags.QrCodeUploadEnabled && !small
  const shownTab = withQr ? tab : 'device'

  const tabs = [
    { id: 'device', label: <FormattedMessage id="import.tabs.device" /> },
    ...(withQr ? [{ id: 'qr', label: <FormattedMessage id="import.tabs.qr" /> }] : []),
  ]

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!pending}
      className="import-modal"
      title={<FormattedMessage id="import.title" />}
    >
      {uploading ? (
        <UploadStep files={selected} onPendingChange={setPending} onDone={onClose} />
      ) : (
        <>
          <ImportTabs
            label={intl.formatMessage({ id: 'import.tabs.label' })}
            tabs={tabs}
            selected={shownTab}
            onSelect={setTab}
          >
            {shownTab === 'qr' ? (
              <QrPanel />
            ) : (
              <DeviceTab
                selected={selected}
                refused={refused}
                small={small}
                onPick={(files) => {
                  const picked = pickFiles(files, selected)
                  setSelected([...selected, ...picked.accepted])
                  setRefused(picked.refused)
                }}
                onRemove={(key) => setSelected(selected.filter((picked) => picked.key !== key))}
              />
            )}
          </ImportTabs>
          <div className="import-footer">
            <span className="import-footer__count" aria-live="polite">
              <FormattedMessage id="photos.selected" values={{ amount: selected.length }} />
            </span>
            <button type="button" className="button button--secondary" onClick={onClose}>
              <FormattedMessage id="import.cancel" />
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={selected.length === 0}
              onClick={() => setUploading(true)}
            >
              <FormattedMessage id="import.next" />
            </button>
          </div>
        </>
      )}
    </Modal>
  )
}
