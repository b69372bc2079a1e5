import { useState } from 'react'
import { PhotoLibraryHeader } from './photo-library-header'
import { readPhotoSort, writePhotoSort } from './timeline/sort-preference'
import { SortSelect } from './timeline/sort-select'
import { Timeline } from './timeline/timeline'

/** /my-photos/photos: the library header, the sort choice and the timeline. */
export function PhotosPage() {
  const [sort, setSort] = useState(() => readPhotoSort(window.localStorage))
  return (
    <div className="page">
      <PhotoLibraryHeader />
      <div className="library-toolbar">
        <SortSelect
          value={sort}
          onChange={(next) => {
            writePhotoSort(window.localStorage, next)
            setSort(next)
          }}
        />
      </div>
      <Timeline key={`${sort.sortKey}.${sort.sortOrder}`} sort={sort} />
    </div>
  )
}
