import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { PhotoSort } from './timeline-model'

const options: PhotoSort[] = [
  { sortKey: 'dateTaken', sortOrder: 'desc' },
  { sortKey: 'dateTaken', sortOrder: 'asc' },
  { sortKey: 'created', sortOrder: 'desc' },
  { sortKey: 'created', sortOrder: 'asc' },
]

/** The sort dropdown of a photo list (the photos, an album's photos): key created | dateTaken, order asc | desc. */
export function SortSelect({ value, onChange }: { value: PhotoSort; onChange: (sort: PhotoSort) => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="sort-select">
      <label htmlFor={id}>{intl.formatMessage({ id: 'photos.sort.label' })}</label>
      <select
        id={id}
        value={`${value.sortKey}.${value.sortOrder}`}
        onChange={(event) => {
          const [sortKey, sortOrder] = event.target.value.split('.') as [
            PhotoSort['sortKey'],
            PhotoSort['sortOrder'],
          ]
          onChange({ sortKey, sortOrder })
        }}
      >
        {options.map((option) => (
          <option
            key={`${option.sortKey}.${option.sortOrder}`}
            value={`${option.sortKey}.${option.sortOrder}`}
          >
            {intl.formatMessage({ id: `photos.sort.${option.sortKey}.${option.sortOrder}` })}
          </option>
        ))}
      </select>
    </div>
  )
}
