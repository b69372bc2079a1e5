import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useToasts } from '#app/ui/toast/toast-provider'
import type { RangeSlotRef } from './range-slot'
import type { Selection } from './selection-context'

type Range = readonly string[] | null

/**
 * The photos from one photo to another in the list's order, both included, however many are not loaded yet; null
 * when either is no longer in the list. A promise only when it has to wait for photos, which rejects when they could
 * not be had.
 */
export type RangeResolver = (from: string, to: string, signal: AbortSignal) => Range | Promise<Range>

/**
 * Fills the list's RangeSlot with Shift-click ranges while it is mounted, which is while selection mode lasts (decision
 * 0035). The selection and the slot come from the list, whose chunk holds their code: importing it here would split
 * it into a chunk of its own on the photos path. The photos from the anchor to the one clicked take the anchor's state, in one change of the selection. A range
 * that cannot be had says so with the default box (spec §8), as a month's Select all does, and the selection stays as
 * it was. Unmounting (Cancel, or the end of selection mode) drops a range still loading.
 */
export function useRangeSelection(selection: Selection, slot: RangeSlotRef, resolve: RangeResolver): void {
  const intl = useIntl()
  const toasts = useToasts()
  const loading = useRef<AbortController | null>(null)
  useEffect(() => () => loading.current?.abort(), [])

  const { anchor, selected, rangePending, toggle, rangeStarted, applyRange, rangeFailed } = selection
  const extend = useCallback(
    async (photoId: string) => {
      if (rangePending) return
      if (anchor === null || anchor === photoId) {
        toggle(photoId)
        return
      }
      const chosen = selected.has(anchor)
      const controller = new AbortController()
      const range = resolve(anchor, photoId, controller.signal)
      if (!(range instanceof Promise)) {
        if (range) applyRange(range, chosen, photoId)
        else toggle(photoId)
        return
      }
      // Months to ask for: the counter shows it is busy meanwhile.
      loading.current = controller
      rangeStarted()
      try {
        const photoIds = await range
        if (controller.signal.aborted) rangeFailed()
        else if (photoIds) applyRange(photoIds, chosen, photoId)
        else {
          rangeFailed()
          toggle(photoId)
        }
      } catch (error) {
        rangeFailed()
        if (controller.signal.aborted) return
        logFailedCall(error)
        toasts.show(intl.formatMessage({ id: 'error.default' }), { kind: 'error' })
      } finally {
        if (loading.current === controller) loading.current = null
      }
    },
    [anchor, selected, rangePending, toggle, rangeStarted, applyRange, rangeFailed, resolve, toasts, intl],
  )
  useLayoutEffect(() => {
    slot.current = extend
    return () => {
      if (slot.current === extend) slot.current = null
    }
  }, [slot, extend])
}
