import { useCallback } from 'react'
import { useSelection } from './selection-context'

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
