import type { ReactNode } from 'react'
import { statusBannerTexts } from './status-banner-texts'

/**
 * The place of a business customer's status banner (docs/requirements/shell-and-menu.md#shell-b2b-status-banner), drawn
 * with the page's first paint: its identity says it is a business customer before GET /customers/me says which banner,
 * and the banner's code loads beside the page (decision 0009). Until then it stands grey where the banner will be, so
 * the page under it is not pushed down when the banner comes (CLS 0.11–0.13 on every b2b page at 375 px). It is as tall
 * as the tallest of the three banners in this locale and width: each is laid out, unseen, in the same grid cell, and
 * the banner shown stretches to that height, whichever it turns out to be.
 */
export function StatusBannerSlot({ children }: { children?: ReactNode }) {
  return (
    <div className="status-banner-slot">
      <div className="status-banner-slot__sizers" aria-hidden="true">
        {Object.entries(statusBannerTexts).map(([status, { text, link, sizedBy }]) => (
          <div key={status} className="status-banner">
            <p>{text}</p>
            {sizedBy ?? (link ? <span className="status-banner__link">{link}</span> : null)}
          </div>
        ))}
      </div>
      {children ?? <div className="status-banner status-banner--loading skeleton" aria-hidden="true" />}
    </div>
  )
}
