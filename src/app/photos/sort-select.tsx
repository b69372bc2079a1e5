import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { PhotoSort } from './timeline-model'

const options: PhotoSort[] = [
  { sortKey: 'dateTaken', sortOrder: 'desc' },
  { sortKey: 'dateTaken', sortOrder: 'asc' },
  { sortKey: 'created', sortOrder: 'desc' },
  { sortKey: 'created', sortOrder: 'asc' },
]

/**
 * The sort dropdown of a photo list (the photos, an album's photos): key created | dateTaken, order asc | desc. The
 * closed select shows its choice in a face of its own, which wraps: a native select cuts a long option off on a
 * phone ('Aufnahmedatum (n…', issue 27); the select itself, transparent, lies over the face and takes the input.
 */
export function SortSelect({ value, onChange }: { value: PhotoSort; onChange: (sort: PhotoSort) => void }) {
  const intl = useIntl()
  const id = useId()
  const labelOf = (sort: PhotoSort) =>
    intl.formatMessage({ id: `photos.sort.${sort.sortKey}.${sort.sortOrder}` })
  return (
    <div className="sort-select">
      <label htmlFor={id}>{intl.formatMessage({ id: 'photos.sort.label' })}</label>
      <span className="sort-select__field">
        <span className="sort-select__face" aria-hidden="true">
          {labelOf(value)}
        </span>
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
              {labelOf(option)}
            </option>
          ))}
        </select>
      </span>
    </div>
  )
}
