import { useId } from 'react'
import { FormattedMessage } from 'react-intl'

/**
 * Shared albums are legacy (docs/requirements/shared-albums.md#shared-albums-read-only): a banner says so, while
 * their photos can still be viewed and downloaded.
 */
export function NoLongerSupportedBanner() {
  const titleId = useId()
  return (
    <aside className="shared-album-banner" aria-labelledby={titleId}>
      <svg className="shared-album-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M12 7.5v6M12 16.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <p id={titleId} className="shared-album-banner__title">
          <FormattedMessage id="sharedAlbums.banner.title" />
        </p>
        <p className="shared-album-banner__body">
          <FormattedMessage id="sharedAlbums.banner.body" />
        </p>
      </div>
    </aside>
  )
}
