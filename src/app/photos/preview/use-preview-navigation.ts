import { useCallback, useEffect, useRef } from 'react'
import type { PreviewPhoto } from './preview-photo'

/**
 * Where the preview stands in the loaded photos, and stepping to the previous or next one (arrows, keys and
 * swipes all step through here).
 */
export function usePreviewNavigation<P extends PreviewPhoto>({
  photos,
  currentId,
  hasMore,
  onNavigate,
}: {
  photos: readonly P[]
  currentId: string
  hasMore: boolean
  onNavigate: (id: string) => void
}) {
  const index = photos.findIndex((photo) => photo.imageId === currentId)
  const photo = index >= 0 ? photos[index] : undefined
  const previous = index > 0 ? photos[index - 1] : undefined
  const next = index >= 0 ? photos[index + 1] : undefined

  // The photo shown, or the last one asked for: keys pressed in quick succession step on from there. While our
  // own steps are still arriving, the intermediate photos do not pull it back; any other change of photo does.
  const shownId = useRef(currentId)
  const stepsOnTheWay = useRef(new Set<string>())
  useEffect(() => {
    const ownStep = stepsOnTheWay.current.has(currentId)
    if (!ownStep) shownId.current = currentId
    if (!ownStep || currentId === shownId.current) stepsOnTheWay.current.clear()
  }, [currentId])
  // Next, pressed at the last loaded photo while more are loading, moves once they arrive.
  const nextWhenLoaded = useRef(false)
  const step = useCallback(
    (by: 1 | -1) => {
      const from = photos.findIndex((candidate) => candidate.imageId === shownId.current)
      const target = from >= 0 ? photos[from + by] : undefined
      nextWhenLoaded.current = !target && by === 1 && hasMore
      if (!target) return
      shownId.current = target.imageId
      stepsOnTheWay.current.add(target.imageId)
      onNavigate(target.imageId)
    },
    [photos, onNavigate, hasMore],
  )
  const goPrevious = useCallback(() => step(-1), [step])
  const goNext = useCallback(() => step(1), [step])
  useEffect(() => {
    if (nextWhenLoaded.current) step(1)
  }, [step])

  return { index, photo, previous, next, goPrevious, goNext }
}
