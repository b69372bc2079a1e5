import type { ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'

export interface TabLink {
  to: string
  label: ReactNode
  badge?: ReactNode
  /** While the badge's figure loads: what a screen reader hears in its place; a grey pill shows. */
  badgeLoading?: string
}

/** Navigation tabs: links that keep the current query string and mark the open one with aria-current. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  const { search } = useLocation()
  return (
    <nav className="tab-links" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={{ pathname: tab.to, search }} className="tab-links__tab" end>
          <span className="tab-links__label">{tab.label}</span>
          {tab.badgeLoading !== undefined ? (
            <span className="tab-links__badge tab-links__badge--loading skeleton">
              <span className="visually-hidden">{tab.badgeLoading}</span>
            </span>
          ) : tab.badge !== undefined ? (
            <span className="tab-links__badge">{tab.badge}</span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  )
}
