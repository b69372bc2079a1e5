import { useState } from 'react'
import { readPhotoSort, type SortedList, writePhotoSort } from '#app/platform/photo-sort'
import type { PhotoSort } from './timeline-model'

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
