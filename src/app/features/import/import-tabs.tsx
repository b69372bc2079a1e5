import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

interface ImportTab {
  id: string
  label: ReactNode
}

interface ImportTabsProps {
  label: string
  tabs: readonly ImportTab[]
  selected: string
  onSelect: (id: string) => void
  /** The selected tab's panel. */
  children: ReactNode
}

/** Tabs with the ARIA tabs pattern: arrow keys, Home and End move between them. */
export function ImportTabs({ label, tabs, selected, onSelect, children }: ImportTabsProps) {
  const baseId = useId()
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    onSelect(tabs[target]!.id)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus()
  }
  return (
    <>
      {tabs.length > 1 ? (
        <div ref={list} className="import-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              id={`${baseId}-${tab.id}`}
              type="button"
              role="tab"
              className="import-tabs__tab"
              aria-selected={tab.id === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        className="import-tabs__panel"
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-${selected}` } : {})}
      >
        {children}
      </div>
    </>
  )
}
