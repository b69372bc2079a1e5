import { lazy, Suspense } from 'react'
import type { CopyToAlbumModalProps } from './copy-to-album-modal'

// The modal, its form and album list load on first use: they are not part of any page's first load
// (docs/requirements/budgets.md#budgets-every-route).
const CopyToAlbumModal = lazy(() =>
  import('./copy-to-album-modal').then((module) => ({ default: module.CopyToAlbumModal })),
)

type CopyToAlbumProps = Omit<CopyToAlbumModalProps, 'photoIds'> & {
  /** The photos to copy while the modal is open; null while it is closed. */
  photoIds: readonly string[] | null
}

/** The Copy to album modal, open while there are photos to copy. */
export function CopyToAlbum({ photoIds, ...props }: CopyToAlbumProps) {
  if (!photoIds) return null
  return (
    <Suspense fallback={null}>
      <CopyToAlbumModal photoIds={photoIds} {...props} />
    </Suspense>
  )
}
