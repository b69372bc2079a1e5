import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { RequestState } from '#app/platform/downloads/request-state'
import { useDeleteWidget, useWidgetDeletionStates } from '#app/queries/widgets/widget-deletion'
import { showFailureWithWayBack } from '#app/ui/toast/failure-with-way-back'
import { type Toasts, useToasts } from '#app/ui/toast/toast-provider'
import { correlationIdOf } from './request-state'

/** How long a deleted widget can be brought back before the deletion is sent (the toast's time). */
export const undoWindowMs = 5_000

/** A deletion: waiting for its undo window to pass, then the spec's request state of DELETE /v1/widget/{id}. */
export type Deletion = { status: 'Waiting' } | RequestState

/** What a deletion needs besides the product code: the widget's title and its Undo toast, to name and close. */
export interface DeletionOf {
  productCode: string
  title: string
  /** The Undo toast's id: it closes when the deletion is sent because the list was left. */
  undoToast?: string
}

/**
 * Optimistic widget deletion with Undo: a deleted widget leaves the list at once; the DELETE is sent when the undo
 * window has passed (or the list is left), each widget with its own request state, so several run side by side.
 * When it succeeds the list is loaded again; when it fails the widget comes back with the failure.
 *
 * The waiting belongs to the list (Undo is offered there), but the sent deletions live in the query client, above
 * the page: a list opened again sees a deletion still running or failed, and a deletion that fails after the list
 * was left says so in an app-level toast that names the photo book and leads back to the list page it was on.
 */
export function useWidgetDeletions(undoMs = undoWindowMs) {
  const deleteWidget = useDeleteWidget()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const listAddress = `${pathname}${search}`
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set())
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; deletion: DeletionOf }>())
  // Whether this list is on screen: a failure after it has gone is told in a toast instead of at the widget.
  const shown = useRef(false)
  const sent = useWidgetDeletionStates()

  const setWaitingFor = useCallback((code: string, isWaiting: boolean) => {
    setWaiting((current) => {
      const next = new Set(current)
      if (isWaiting) next.add(code)
      else next.delete(code)
      return next
    })
  }, [])

  // What a send needs after the list has gone, kept current for the timers' and the clean-up's sake.
  const latest = useRef({ deleteWidget, toasts, navigate, listAddress })
  latest.current = { deleteWidget, toasts, navigate, listAddress }

  const send = useCallback((deletion: DeletionOf) => {
    timers.current.delete(deletion.productCode)
    sendDeletion(deletion, { ...latest.current, isListShown: () => shown.current })
  }, [])

  const remove = useCallback(
    (deletion: DeletionOf) => {
      // A second Delete before the widget has left the screen is the same deletion.
      if (timers.current.has(deletion.productCode)) return
      setWaitingFor(deletion.productCode, true)
      const timer = setTimeout(() => {
        setWaitingFor(deletion.productCode, false)
        send(deletion)
      }, undoMs)
      timers.current.set(deletion.productCode, { timer, deletion })
    },
    [send, setWaitingFor, undoMs],
  )

  const undo = useCallback(
    (code: string) => {
      const pending = timers.current.get(code)
      if (pending === undefined) return false
      clearTimeout(pending.timer)
      timers.current.delete(code)
      setWaitingFor(code, false)
      return true
    },
    [setWaitingFor],
  )

  // Leaving the list does not cancel a deletion: what is still waiting is sent now, and its Undo toast closes.
  useEffect(() => {
    shown.current = true
    const pending = timers.current
    return () => {
      shown.current = false
      for (const { timer, deletion } of [...pending.values()]) {
        clearTimeout(timer)
        if (deletion.undoToast) latest.current.toasts.dismiss(deletion.undoToast)
        send(deletion)
      }
      pending.clear()
    }
  }, [send])

  const stateOf = (code: string): Deletion => {
    if (waiting.has(code)) return { status: 'Waiting' }
    const last = sent.findLast((each) => each.productCode === code)
    switch (last?.status) {
      case 'pending':
        return { status: 'InProgress' }
      case 'success':
        return { status: 'Finished' }
      case 'error':
        return { status: 'Failed', correlationId: correlationIdOf(last.error) }
      default:
        return { status: 'NotRequested' }
    }
  }
  /** A widget being deleted (waiting, in progress, or done and about to leave the reloaded list) is not shown. */
  const isHidden = (code: string) => {
    const status = stateOf(code).status
    return status === 'Waiting' || status === 'InProgress' || status === 'Finished'
  }
  return { remove, undo, isHidden, stateOf }
}

/**
 * Sends one deletion, which runs and is remembered whether or not the list is still there. A failure once the list
 * has gone is an error toast in the app's toasts, which outlive the page.
 */
function sendDeletion(
  deletion: DeletionOf,
  context: {
    deleteWidget: ReturnType<typeof useDeleteWidget>
    toasts: Toasts
    navigate: (to: string) => void
    listAddress: string
    isListShown: () => boolean
  },
) {
  const { deleteWidget, toasts, navigate, listAddress, isListShown } = context
  deleteWidget(deletion.productCode, {
    onError: (error) => {
      if (isListShown()) return
      showFailureWithWayBack(toasts, {
        messageId: 'onlineProducts.deleteFailedElsewhere',
        title: deletion.title,
        correlationId: correlationIdOf(error),
        address: listAddress,
        navigate,
      })
    },
  })
}
