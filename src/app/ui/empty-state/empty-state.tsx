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
}

/** What a list or page shows when it has nothing yet: a picture, a heading, the text and the way on. */
export function EmptyState({ children, title, headingLevel = 2, icon, action }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="empty-state">
      {icon}
      {title ? <Heading className="empty-state__title">{title}</Heading> : null}
      <p className="empty-state__text">{children}</p>
      {action}
    </div>
  )
}
