import type { ReactNode } from 'react'
import './description-list.css'

export interface Description {
  /** A stable key when terms repeat or are not text. */
  id: string
  term: ReactNode
  details: ReactNode
}

/**
 * A record's facts as terms and their details (an order's date and status, an address's lines): term beside
 * details where the details keep at least half the width, else stacked (description-list.css). Rows without details are left out rather than shown empty.
 */
export function DescriptionList({ items }: { items: readonly Description[] }) {
  const shown = items.filter(
    (item) => item.details !== null && item.details !== undefined && item.details !== '',
  )
  if (shown.length === 0) return null
  return (
    <dl className="description-list">
      {shown.map((item) => (
        <div key={item.id} className="description-list__row">
          <dt className="description-list__term">{item.term}</dt>
          <dd className="description-list__details">{item.details}</dd>
        </div>
      ))}
    </dl>
  )
}
