import type { ReactNode } from 'react'
import { usePlatform } from '#app/platform/platform-context'
import { BrandWordmark } from '#app/ui/brand-wordmark'
import './outer-pages.css'

/** The frame of the pages outside the shell: the brand and the page, no menu. */
export function OuterLayout({ children }: { children: ReactNode }) {
  const { brand } = usePlatform()
  return (
    <div className="outer">
      <header className="outer__header">
        <BrandWordmark brand={brand} />
      </header>
      <main id="main-content" className="outer__main">
        {children}
      </main>
    </div>
  )
}
