import { NotBuiltYet } from '../../../ui/not-built-yet'

/** photoPreview: the full-screen preview (being built). */
export function PhotoPreviewPage() {
  return <NotBuiltYet />
}
