import { createContext, type ReactNode, useCallback, useContext, useRef } from 'react'
import { useSelection } from './selection-context'

/** A list's Shift-click: chooses (or lets go) every photo from the anchor to this one (decision 0035). */
export type ExtendRange = (photoId: string) => void

export interface RangeSlotRef {
  current: ExtendRange | null
}

const RangeSlotContext = createContext<RangeSlotRef | null>(null)

/**
 * A place for the Shift-click of the photo cells below it, filled by `useRangeSelection` once its code has loaded with
 * selection mode: the ranges' code stays out of the JS before the first thumbnails (.size-limit.cjs).
 */
export function RangeSlot({ children }: { children: ReactNode }) {
  const slot = useRef<ExtendRange | null>(null)
  return <RangeSlotContext.Provider value={slot}>{children}</RangeSlotContext.Provider>
}

export function useRangeSlot(): RangeSlotRef | null {
  return useContext(RangeSlotContext)
}

/**
 * What a photo cell does when chosen in selection mode: with Shift, the range from the anchor where the list offers
 * ranges; otherwise (in lists without them, or before their code has loaded) that photo alone.
 */
export function useChoosePhoto(): (photoId: string, extend: boolean) => void {
  const { toggle } = useSelection()
  const slot = useRangeSlot()
  return useCallback(
    (photoId, extend) => {
      const extendRange = extend ? slot?.current : null
      if (extendRange) extendRange(photoId)
      else toggle(photoId)
    },
    [slot, toggle],
  )
}
