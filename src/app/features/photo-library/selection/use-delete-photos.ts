import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type IntlShape, useIntl } from 'react-intl'
import type { RetriesExceededError } from '#app/queries/delete-in-batches'
import { usePhotoBatchDeletion } from '#app/queries/delete-photos'
import { photoLibraryKeys } from '#app/queries/photos'
import { type Toasts, useToasts } from '#app/ui/toast/toast-provider'
import { useUndoScope } from '#app/ui/undo/undo-scope'
import type { Snapshot } from './optimistic-removal'

type DeletionModules = [
  typeof import('#app/queries/delete-in-batches'),
  typeof import('./optimistic-removal'),
  typeof import('#app/ui/undo/undo-toast'),
]
let loadedDeletion: DeletionModules | undefined

/**
 * The deletion logic and its Undo load with the first deletion, not with the page
 * (docs/requirements/budgets.md#budgets-entry-js).
 */
const deletion = async (): Promise<DeletionModules> => {
  loadedDeletion ??= await Promise.all([
    import('#app/queries/delete-in-batches'),
    import('./optimistic-removal'),
    import('#app/ui/undo/undo-toast'),
  ])
  return loadedDeletion
}

/** Photos taken out of the lists whose deletion waits for its Undo or is being sent: a failure leaves them out. */
const outstanding = new Set<string>()

export interface DeleteOptions {
  /** Undo put the photos back (nothing was sent): the caller places focus and shows them. */
  onUndo?: () => void
  /**
   * The deletion failed after it was sent and the photos are back: answers true when the caller said so itself;
   * otherwise the spec's message is an error toast of the app, wherever the customer is by then.
   */
  onFailed?: () => boolean
}

/**
 * Deletes photos optimistically with Undo (decision 0028): they leave every list, the counts and the month headers
 * at once; a toast offers Undo for 5 s, and only then are the DELETE /photos calls sent, in the spec's batches with
 * retries. Whatever could not be deleted comes back in place, with the spec's message. Undo puts them back and sends
 * nothing. Another deletion, leaving the photo screens or the tab sends a waiting one at once.
 */
export function useDeletePhotos({ preload = false }: { preload?: boolean } = {}) {
  const queryClient = useQueryClient()
  const deleteBatch = usePhotoBatchDeletion()
  const toasts = useToasts()
  const intl = useIntl()
  useUndoScope()
  // Fetched as selection mode opens, so the photos can leave in the frame after Delete
  // (docs/requirements/budgets.md#budgets-optimistic-deletion).
  useEffect(() => {
    if (preload) void deletion()
  }, [preload])
  const latest = useRef({ queryClient, deleteBatch, toasts, intl })
  latest.current = { queryClient, deleteBatch, toasts, intl }

  /**
   * With the deletion code loaded and no page loading, the photos leave in this task, so they are gone in the next
   * frame; otherwise once it is loaded and the loading pages are cancelled (a page landing would put them back).
   */
  const remove = (photoIds: string[], options: DeleteOptions = {}) => {
    if (loadedDeletion && queryClient.isFetching({ queryKey: photoLibraryKeys.all }) === 0) {
      const snapshot = loadedDeletion[1].removePhotosFromCaches(queryClient, new Set(photoIds))
      startWindow(loadedDeletion, photoIds, snapshot, options, latest.current)
      return
    }
    void (async () => {
      const modules = await deletion()
      if (queryClient.isFetching({ queryKey: photoLibraryKeys.all }) > 0) {
        await queryClient.cancelQueries({ queryKey: photoLibraryKeys.all })
      }
      const snapshot = modules[1].removePhotosFromCaches(queryClient, new Set(photoIds))
      startWindow(modules, photoIds, snapshot, options, latest.current)
    })()
  }
  return { remove }
}

interface Context {
  queryClient: QueryClient
  deleteBatch: (photoIds: string[], leaving: boolean) => Promise<string[]>
  toasts: Toasts
  intl: IntlShape
}

function startWindow(
  modules: DeletionModules,
  photoIds: string[],
  snapshot: Snapshot,
  options: DeleteOptions,
  context: Context,
) {
  const [, { restoreCaches }, { deleteWithUndo }] = modules
  const { queryClient, toasts, intl } = context
  for (const id of photoIds) outstanding.add(id)
  deleteWithUndo(toasts, {
    message: intl.formatMessage({ id: 'photos.deleted' }, { count: photoIds.length }),
    send: (leaving) => void send(modules, photoIds, snapshot, options, context, leaving),
    restore: () => {
      for (const id of photoIds) outstanding.delete(id)
      restoreCaches(queryClient, snapshot, new Set(outstanding))
      options.onUndo?.()
    },
  })
}

/**
 * Sends the deletion as before Undo existed: batches of 500, failed ids retried 3 times
 * (docs/requirements/services.md#services-photos, docs/requirements/constants.md#constants-photo-page-sizes).
 */
async function send(
  modules: DeletionModules,
  photoIds: string[],
  snapshot: Snapshot,
  options: DeleteOptions,
  { queryClient, deleteBatch, toasts, intl }: Context,
  leaving: boolean,
) {
  const [{ deleteInBatches }, { restoreCaches }] = modules
  try {
    await deleteInBatches(photoIds, (batch) => deleteBatch(batch, leaving))
    for (const id of photoIds) outstanding.delete(id)
  } catch (error) {
    const failed = new Set(
      error instanceof Error && error.name === 'RetriesExceededError'
        ? (error as RetriesExceededError).failed
        : photoIds,
    )
    for (const id of photoIds) outstanding.delete(id)
    // Back as they were, except those deleted anyway and those of other deletions still under way.
    restoreCaches(
      queryClient,
      snapshot,
      new Set([...photoIds.filter((id) => !failed.has(id)), ...outstanding]),
    )
    if (!options.onFailed?.()) {
      toasts.show(
        intl.formatMessage({
          id: photoIds.length === 1 ? 'photos.deleteError.one' : 'photos.deleteError.many',
        }),
        { kind: 'error' },
      )
    }
  } finally {
    void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.accountCounts() })
    void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.timeline(), exact: true })
  }
}
