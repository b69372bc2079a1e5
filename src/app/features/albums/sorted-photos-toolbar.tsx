import type { ReactNode } from 'react'
import { SortSelect } from '../photo-library/timeline/sort-select'
import type { PhotoSort } from '../photo-library/timeline/timeline-model'

/** The row above a photo list: its sort, and whatever else the screen puts there (the select control). */
export function SortedPhotosToolbar({
  sort,
  onSort,
  children,
}: {
  sort: PhotoSort
  onSort: (sort: PhotoSort) => void
  children?: ReactNode
}) {
  return (
    <div className="library-toolbar">
      <SortSelect value={sort} onChange={onSort} />
      {children}
    </div>
  )
}
