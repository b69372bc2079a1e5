import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useToasts } from '#app/ui/toast/toast-provider'
import { useSelection } from './selection-context'

type Range = readonly string[] | null

/**
 * The photos from one photo to another in the list's order, both included, however many are not loaded yet; null
 * when either is no longer in the list. A promise only when it has to wait (for photos, or its code), which rejects
 * when photos could not be had.
 */
export type RangeResolver = (from: string, to: string, signal: AbortSignal) => Range | Promise<Range>

const RangeContext = createContext<((photoId: string) => void) | null>(null)

/**
 * Gives the photo cells below it Shift-click ranges (decision 0035): the photos from the anchor to the one clicked
 * take the anchor's state, in one change of the selection. A range that cannot be had says so with the default box
 * (spec §8), as a month's Select all does, and the selection stays as it was. Cancel drops a range still loading.
 */
export function RangeSelectionProvider({
  resolve,
  preload,
  children,
}: {
  resolve: RangeResolver
  /** Loads what `resolve` needs as selection mode starts. */
  preload?: () => void
  children: ReactNode
}) {
  const selection = useSelection()
  const intl = useIntl()
  const toasts = useToasts()
  const loading = useRef<AbortController | null>(null)
  useEffect(() => {
    if (selection.selecting) preload?.()
    else loading.current?.abort()
  }, [selection.selecting, preload])
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
      // Months to ask for (or the range's code): the counter shows it is busy meanwhile.
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
  return <RangeContext.Provider value={extend}>{children}</RangeContext.Provider>
}

/**
 * What a photo cell does when chosen in selection mode: with Shift, the range from the anchor where the list offers
 * ranges; otherwise (and in lists without them) that photo alone.
 */
export function useChoosePhoto(): (photoId: string, extend: boolean) => void {
  const { toggle } = useSelection()
  const range = useContext(RangeContext)
  return useCallback(
    (photoId, extend) => {
      if (extend && range) range(photoId)
      else toggle(photoId)
    },
    [range, toggle],
  )
}
