import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useToasts } from '#app/ui/toast/toast-provider'
import type { RangeSlot, RangeStatus, Selection } from './selection-context'

type Range = readonly string[] | null

/**
 * The photos from one photo to another in the list's order, both included, however many are not loaded yet; null
 * when either is no longer in the list. A promise only when it has to wait for photos, which rejects when they could
 * not be had.
 */
export type RangeResolver = (from: string, to: string, signal: AbortSignal) => Range | Promise<Range>

const idle: RangeStatus = { pending: false, last: null }

function setStatus(slot: RangeSlot, status: RangeStatus) {
  slot.status = status
  for (const listener of slot.listeners ?? []) listener()
}

/** The range's state for the toolbar: pending while its photos are asked for, then what it did, until the next change. */
export function useRangeStatus(slot: RangeSlot): RangeStatus {
  return useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        slot.listeners ??= new Set()
        slot.listeners.add(listener)
        return () => slot.listeners?.delete(listener)
      },
      [slot],
    ),
    () => slot.status ?? idle,
  )
}

/**
 * Fills the selection's range slot with Shift-click ranges while it is mounted, which is while selection mode lasts
 * (decision 0035): the photos from the anchor to the one clicked take the anchor's state, in one change of the
 * selection. A range that cannot be had says so with the default box (docs/requirements/errors.md#errors-default), as
 * a month's Select all does, and the selection stays as it was. Unmounting (Cancel, or the end of selection mode)
 * drops a range still loading.
 */
export function useRangeSelection(selection: Selection, resolve: RangeResolver): void {
  const intl = useIntl()
  const toasts = useToasts()
  const slot = selection.rangeSlot
  const loading = useRef<AbortController | null>(null)
  // The selection change a range makes keeps its outcome for the counter; any other change drops it.
  const applying = useRef(false)
  useEffect(
    () => () => {
      loading.current?.abort()
      setStatus(slot, idle)
    },
    [slot],
  )
  const { selected } = selection
  const seen = useRef(selected)
  useEffect(() => {
    if (seen.current === selected) return
    seen.current = selected
    if (applying.current) applying.current = false
    else if (slot.status?.last) setStatus(slot, idle)
  }, [selected, slot])

  const { toggle, setMany, anchor: anchorOf } = selection
  const extend = useCallback(
    async (photoId: string) => {
      if (slot.status?.pending) return
      const anchor = anchorOf()
      if (anchor === null || anchor === photoId) {
        toggle(photoId)
        return
      }
      const chosen = selected.has(anchor)
      const apply = (photoIds: readonly string[]) => {
        const changed = photoIds.filter((id) => selected.has(id) !== chosen).length
        applying.current = true
        setMany(photoIds, chosen, photoId)
        setStatus(slot, { pending: false, last: { changed, chosen } })
      }
      const controller = new AbortController()
      const range = resolve(anchor, photoId, controller.signal)
      if (!(range instanceof Promise)) {
        if (range) apply(range)
        else toggle(photoId)
        return
      }
      // Months to ask for: the counter shows it is busy meanwhile.
      loading.current = controller
      setStatus(slot, { pending: true, last: null })
      try {
        const photoIds = await range
        if (controller.signal.aborted) return
        if (photoIds) apply(photoIds)
        else {
          setStatus(slot, idle)
          toggle(photoId)
        }
      } catch (error) {
        if (controller.signal.aborted) return
        setStatus(slot, idle)
        logFailedCall(error)
        toasts.show(intl.formatMessage({ id: 'error.default' }), { kind: 'error' })
      } finally {
        if (loading.current === controller) loading.current = null
      }
    },
    [slot, anchorOf, selected, toggle, setMany, resolve, toasts, intl],
  )
  useLayoutEffect(() => {
    slot.extend = extend
    // A Shift-click made while this code was on its way.
    const queued = slot.queued
    slot.queued = undefined
    if (queued) void extend(queued)
    return () => {
      if (slot.extend === extend) slot.extend = null
    }
  }, [slot, extend])
}
