import { type ReactNode, useContext } from 'react'
import { RecordLeaving, useLeavingRecords } from './use-leaving-records'
import './record-list.css'

/**
 * A list of records (downloads, export files, orders, addresses): cards that stack their action on small screens.
 * A record that leaves stays in its place, faded and inert, for the double-click interval (useLeavingRecords).
 */
export function RecordList({ label, children }: { label?: string; children: ReactNode }) {
  const records = useLeavingRecords(children)
  return (
    <ul className="record-list" aria-label={label}>
      {records.map(({ key, element, leaving }) => (
        <RecordLeaving key={key} value={leaving}>
          {element}
        </RecordLeaving>
      ))}
    </ul>
  )
}

export interface RecordItemProps {
  /** The record's name: a heading, so screen-reader users can jump between records. */
  title: ReactNode
  /** The heading's id, for the action's aria-describedby ('Download' of which record). */
  titleId?: string
  headingLevel?: 2 | 3
  /** A decorative picture at the start (40 px). */
  icon?: ReactNode
  /** Under the title: a size, a count, or a DescriptionList of the record's facts. */
  details?: ReactNode
  /** What can be done with the record (one or more buttons and links): beside it on wide screens, full width below it on small ones. */
  action?: ReactNode
  /** Its action's failure, across the whole card (give it role alert and an id the action can point to). */
  error?: ReactNode
}

export function RecordItem({
  title,
  titleId,
  headingLevel = 2,
  icon,
  details,
  action,
  error,
}: RecordItemProps) {
  const Heading = `h${headingLevel}` as const
  const leaving = useContext(RecordLeaving)
  return (
    <li className={leaving ? 'record-item record-item--leaving' : 'record-item'} inert={leaving || undefined}>
      {icon ? <span className="record-item__icon">{icon}</span> : null}
      <div className="record-item__text">
        <Heading id={titleId} className="record-item__title">
          {title}
        </Heading>
        {details ? <div className="record-item__details">{details}</div> : null}
      </div>
      {action ? <div className="record-item__action">{action}</div> : null}
      {error ? <div className="record-item__error">{error}</div> : null}
    </li>
  )
}

/** Placeholder cards while the list loads; hidden from screen readers (the page announces the loading). */
export function RecordListSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <ul className="record-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <li key={row} className="record-item record-item--skeleton">
          <span className="record-item__icon" />
          <span className="record-item__text">
            <span className="record-item__bar" />
            <span className="record-item__bar record-item__bar--short" />
          </span>
        </li>
      ))}
    </ul>
  )
}
