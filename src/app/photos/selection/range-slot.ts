import { useCallback } from 'react'
import { useSelection } from './selection-context'

/** A list's Shift-click: chooses (or lets go) every photo from the anchor to this one (decision 0035). */
export type ExtendRange = (photoId: string) => void

/** What a range did, for the counter to say once: how many photos it chose (or let go) that were not so before. */
export interface RangeOutcome {
  changed: number
  chosen: boolean
}

/** A range's state, for the selection toolbar: its photos being asked for, or what the last one did. */
export interface RangeStatus {
  pending: boolean
  last: RangeOutcome | null
}

/**
 * The selection's place for ranges. A list that offers them fills `extend` while selection mode lasts (their code
 * loads with it: range-selection.ts, which also keeps `status` and tells `listeners`); the rest of the time, and in
 * lists without ranges, it stays empty and a Shift-click chooses one photo. A plain object held by the selection, so
 * none of this code is in the JS before the first thumbnails (.size-limit.cjs).
 */
export interface RangeSlot {
  extend: ExtendRange | null
  /** The list offers ranges: a Shift-click before their code has arrived waits for it (`queued`). */
  offered?: boolean
  queued?: string
  status?: RangeStatus
  listeners?: Set<() => void>
}

/** What a photo cell does when chosen in selection mode: with Shift, the range from the anchor where the list offers ranges. */
export function useChoosePhoto(): (photoId: string, extend: boolean) => void {
  const { toggle, rangeSlot } = useSelection()
  return useCallback(
    (photoId, extend) => {
      if (extend && rangeSlot.extend) rangeSlot.extend(photoId)
      else if (extend && rangeSlot.offered) rangeSlot.queued = photoId
      else toggle(photoId)
    },
    [rangeSlot, toggle],
  )
}
