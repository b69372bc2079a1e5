import { NotBuiltYet } from '../../ui/not-built-yet'

/** downloads: the prepared archives (being built). */
export function DownloadsPage() {
  return <NotBuiltYet />
}
