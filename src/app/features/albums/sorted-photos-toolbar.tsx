import { type ReactNode, useState } from 'react'
import { readPhotoSort, type SortedList, writePhotoSort } from '../photo-library/timeline/sort-preference'
import { SortSelect } from '../photo-library/timeline/sort-select'
import type { PhotoSort } from '../photo-library/timeline/timeline-model'

/** A list's sort, read from and written to local storage under that list's own key. */
export function usePersistedSort(list: SortedList): [PhotoSort, (sort: PhotoSort) => void] {
  const [sort, setSort] = useState(() => readPhotoSort(window.localStorage, list))
  return [
    sort,
    (next) => {
      writePhotoSort(window.localStorage, next, list)
      setSort(next)
    },
  ]
}

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
