import type { ReactNode } from 'react'
import './empty-state.css'

export interface EmptyStateProps {
  /** What is empty, said kindly (the spec's text). */
  children: ReactNode
  /** A heading above the text, for pages whose whole content is the empty state. */
  title?: ReactNode
  headingLevel?: 2 | 3
  /** A decorative picture above (an icon from ui/icons or the feature's own). */
  icon?: ReactNode
  /** The way on: a link or button to where something can be added. */
  action?: ReactNode
  /** A dashed frame on the brand's surface, for a state that stands in for a whole page's content. */
  framed?: boolean
}

/** What a list or page shows when it has nothing yet: a picture, a heading, the text and the way on. */
export function EmptyState({
  children,
  title,
  headingLevel = 2,
  icon,
  action,
  framed = false,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={framed ? 'empty-state empty-state--framed' : 'empty-state'}>
      {icon}
      {title ? <Heading className="empty-state__title">{title}</Heading> : null}
      <p className="empty-state__text">{children}</p>
      {action}
    </div>
  )
}
