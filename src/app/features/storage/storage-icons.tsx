import { PathIcon } from '#app/ui/icons'
import type { StorageStatus } from './storage-period'

const paths: Record<StorageStatus, string> = {
  // A shield with a tick: the photos are kept.
  safe: 'M12 3l7 3v5c0 4.5-3 8.3-7 9.5C8 19.3 5 15.5 5 11V6l7-3zm-3.5 9l2.5 2.5 4.5-5',
  // A clock: deletion is getting closer.
  warning: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm0 4v4.5l3 2',
  // A triangle with an exclamation mark: deletion is imminent.
  critical: 'M12 4l9 16H3l9-16zm0 6v4.5m0 2.5v.5',
}

/** The storage status as a shape, so it is never told by colour alone. */
export function StorageStatusIcon({ status }: { status: StorageStatus }) {
  return <PathIcon d={paths[status]} size={20} />
}
