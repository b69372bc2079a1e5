import { lazy, Suspense } from 'react'

const PhotoGridShortcuts = lazy(() => import('./photo-grid-shortcuts'))

/** `?` on an album's grid (photo-grid-shortcuts.tsx), its code loaded beside the page rather than in its chunk. */
export function LazyPhotoGridShortcuts() {
  return (
    <Suspense fallback={null}>
      <PhotoGridShortcuts />
    </Suspense>
  )
}
