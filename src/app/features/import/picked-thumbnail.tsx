import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import type { PickedFile } from './file-acceptance'
import { heicPreview } from './heic-preview'

/** The preview's object URL: the file itself, or for HEIC a decoded JPEG; 'failed' when it cannot be shown. */
function usePreviewUrl(picked: PickedFile): string | 'failed' | undefined {
  const [url, setUrl] = useState<string | 'failed'>()
  useEffect(() => {
    let cancelled = false
    let objectUrl: string | undefined
    const show = (blob: Blob) => {
      if (cancelled) return
      objectUrl = URL.createObjectURL(blob)
      setUrl(objectUrl)
    }
    setUrl(undefined)
    if (picked.kind === 'heic') {
      heicPreview(picked.file).then(show, () => !cancelled && setUrl('failed'))
    } else {
      show(picked.file)
    }
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [picked])
  return url
}

function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        d="M6 2h8l5 5v15H6z M14 2v5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A picked photo's preview; a file icon when it cannot be decoded. */
export function PickedThumbnail({ picked }: { picked: PickedFile }) {
  const intl = useIntl()
  const url = usePreviewUrl(picked)
  const [broken, setBroken] = useState(false)
  const name = picked.file.name
  if (url === 'failed' || broken) {
    return (
      <span
        className="import-thumb import-thumb--icon"
        role="img"
        aria-label={intl.formatMessage({ id: 'import.noPreview' }, { fileName: name })}
      >
        <FileIcon />
      </span>
    )
  }
  if (!url) return <span className="import-thumb import-thumb--loading" aria-busy="true" title={name} />
  return <img className="import-thumb" src={url} alt={name} onError={() => setBroken(true)} />
}
