import { useEffect } from 'react'
import { previewThumbnail } from './preview-gestures'
import type { PreviewPhoto } from './preview-photo'

/** Keeps what comes next at hand: the next page of photos, and the neighbours' images. */
export function usePreviewLoadAhead({
  photos,
  index,
  previous,
  next,
  shownImageSettled,
  hasMore,
  onLoadMore,
}: {
  photos: readonly PreviewPhoto[]
  index: number
  previous: PreviewPhoto | undefined
  next: PreviewPhoto | undefined
  /** The shown photo's image has loaded or failed (or it has none). */
  shownImageSettled: boolean
  hasMore: boolean
  onLoadMore: (() => void) | undefined
}) {
  // Reaching the last loaded photo fetches the next page.
  const atLastLoaded = index >= 0 && index === photos.length - 1
  useEffect(() => {
    if (atLastLoaded && hasMore) onLoadMore?.()
  }, [atLastLoaded, hasMore, onLoadMore])

  // The neighbours' images load ahead, so moving is instant; but after the shown one, whose link they would share on a
  // slow network (issue 40: the photo opened on a phone came later by the time its neighbour took).
  useEffect(() => {
    if (!shownImageSettled) return
    for (const neighbour of [previous, next]) {
      const thumbnail = neighbour && previewThumbnail(neighbour.thumbnails)
      if (thumbnail) new Image().src = thumbnail.url
    }
  }, [previous, next, shownImageSettled])
}
