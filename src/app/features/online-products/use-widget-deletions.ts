import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { dataOf } from '#app/api/create-service-client'
import type { RequestState } from '#app/platform/downloads/request-state'
import { usePlatform } from '#app/platform/platform-context'
import { widgetKeys } from '#app/queries/widgets'
import { correlationIdOf } from './request-state'

/** How long a deleted widget can be brought back before the deletion is sent (the toast's time). */
export const undoWindowMs = 5_000

/** A deletion: waiting for its undo window to pass, then the spec's request state of DELETE /v1/widget/{id}. */
export type Deletion = { status: 'Waiting' } | RequestState

/**
 * Optimistic widget deletion with Undo: a deleted widget leaves the list at once; the DELETE is sent when the undo
 * window has passed (or the page is left), each widget with its own request state, so several run side by side.
 * When it succeeds the list is loaded again; when it fails the widget comes back with the failure.
 */
export function useWidgetDeletions(undoMs = undoWindowMs) {
  const { clients } = usePlatform()
  const queryClient = useQueryClient()
  const [deletions, setDeletions] = useState<ReadonlyMap<string, Deletion>>(new Map())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const set = useCallback((code: string, deletion: Deletion | undefined) => {
    setDeletions((current) => {
      const next = new Map(current)
      if (deletion) next.set(code, deletion)
      else next.delete(code)
      return next
    })
  }, [])

  const send = useCallback(
    async (code: string) => {
      timers.current.delete(code)
      set(code, { status: 'InProgress' })
      try {
        await dataOf(clients.widgets.DELETE('/v1/widget/{id}', { params: { path: { id: code } } }))
      } catch (error) {
        set(code, { status: 'Failed', correlationId: correlationIdOf(error) })
        return
      }
      queryClient.removeQueries({ queryKey: widgetKeys.one(code) })
      await queryClient.invalidateQueries({ queryKey: widgetKeys.pages() })
      set(code, { status: 'Finished' })
    },
    [clients.widgets, queryClient, set],
  )

  const remove = useCallback(
    (code: string) => {
      set(code, { status: 'Waiting' })
      timers.current.set(
        code,
        setTimeout(() => void send(code), undoMs),
      )
    },
    [send, set, undoMs],
  )

  const undo = useCallback(
    (code: string) => {
      const timer = timers.current.get(code)
      if (timer === undefined) return false
      clearTimeout(timer)
      timers.current.delete(code)
      set(code, undefined)
      return true
    },
    [set],
  )

  // Leaving the page does not cancel a deletion: what is still waiting is sent now.
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const [code, timer] of pending) {
        clearTimeout(timer)
        void dataOf(clients.widgets.DELETE('/v1/widget/{id}', { params: { path: { id: code } } }))
          .then(() => queryClient.invalidateQueries({ queryKey: widgetKeys.all }))
          .catch(() => undefined)
      }
      pending.clear()
    }
  }, [clients.widgets, queryClient])

  /** A widget being deleted (waiting, in progress, or done and about to leave the reloaded list) is not shown. */
  const isHidden = (code: string) => {
    const status = deletions.get(code)?.status
    return status === 'Waiting' || status === 'InProgress' || status === 'Finished'
  }
  const stateOf = (code: string): Deletion => deletions.get(code) ?? { status: 'NotRequested' }
  return { remove, undo, isHidden, stateOf, dismissFailure: (code: string) => set(code, undefined) }
}
