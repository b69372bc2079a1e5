import { type ReactNode, useEffect, useRef } from 'react'
import { lazyModule } from '#app/platform/lazy-module'
import type { PendingRemoval, Removal } from '#app/queries/photos/removal'
import { useToasts } from '#app/ui/toast/toast-provider'
import { useUndoScope } from '#app/ui/undo/undo-scope'

/** What the toasts say for `count` items: as they leave (beside Undo), and when they could not all be removed. */
export interface RemovalTexts {
  removed: (count: number) => ReactNode
  failed: (count: number) => string
  /** What the removal is about, for a screen that may make it pointless (ui/undo/waiting-about.ts). */
  subject?: string
}

export interface RemoveOptions {
  /** Undo put the items back (nothing was sent): the caller places focus and shows them. */
  onUndo?: () => void
  /**
   * The removal failed after it was sent and the items are back: answers true when the caller said so itself;
   * otherwise `texts.failed` is an error toast of the app, wherever the customer is by then.
   */
  onFailed?: () => boolean
}

const undoToast = lazyModule(() => import('#app/ui/undo/undo-toast'))

/**
 * One delete-with-Undo for the library and the albums (decision 0028): the query layer's removal takes the items out
 * at once, a toast offers Undo for 5 s, and only then is the removal sent. Another removal, leaving the photo screens
 * or the tab sends a waiting one at once (ui/undo/undo-scope.ts).
 */
export function useRemovalWithUndo(
  removal: Removal,
  texts: RemovalTexts,
  { preload = false }: { preload?: boolean } = {},
) {
  const toasts = useToasts()
  useUndoScope()
  const latest = useRef({ removal, texts, toasts })
  latest.current = { removal, texts, toasts }
  // Loaded as selection mode opens, so the items can leave in the frame after Delete
  // (docs/requirements/budgets.md#budgets-optimistic-deletion).
  useEffect(() => {
    if (!preload) return
    latest.current.removal.preload()
    void undoToast.load()
  }, [preload])

  const offerUndo = (
    { deleteWithUndo }: typeof import('#app/ui/undo/undo-toast'),
    pending: PendingRemoval,
    count: number,
    options: RemoveOptions,
  ) => {
    const { texts, toasts } = latest.current
    deleteWithUndo(toasts, {
      message: texts.removed(count),
      ...(texts.subject === undefined ? {} : { subject: texts.subject }),
      send: (leaving) =>
        void pending.send(leaving).then((outcome) => {
          if (outcome === 'failed' && !options.onFailed?.()) {
            latest.current.toasts.show(latest.current.texts.failed(count), { kind: 'error' })
          }
        }),
      restore: () => {
        pending.undo()
        options.onUndo?.()
      },
    })
  }

  const remove = (ids: string[], options: RemoveOptions = {}) => {
    const toastModule = undoToast.loaded()
    const now = toastModule ? latest.current.removal.takeOutNow(ids) : undefined
    if (toastModule && now) {
      offerUndo(toastModule, now, ids.length, options)
      return
    }
    void (async () => {
      const toastModule = await undoToast.load()
      offerUndo(toastModule, await latest.current.removal.takeOut(ids), ids.length, options)
    })()
  }
  return { remove }
}
