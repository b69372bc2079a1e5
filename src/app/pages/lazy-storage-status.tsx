import { lazy } from 'react'

/**
 * The storage feature's status button for the library header, loaded after the first thumbnails
 * (docs/requirements/budgets.md#budgets-entry-js).
 */
export const LazyStorageStatusButton = lazy(() =>
  import('#app/features/storage/storage-status-button').then((m) => ({ default: m.StorageStatusButton })),
)
