import type { ReactNode } from 'react'
import { SortSelect } from './sort-select'
import type { PhotoSort } from './timeline-model'

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
