import { lazyPart } from '#app/ui/lazy-part'

/**
 * The storage feature's status button for the library header, loaded after the first thumbnails
 * (docs/requirements/budgets.md#budgets-entry-js), and drawn as soon as its code has come (decision 0066).
 */
export const LazyStorageStatusButton = lazyPart(() =>
  import('#app/features/storage/storage-status-button').then((m) => m.StorageStatusButton),
)
