import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'

/** The FAQ about the photo library; an http target, so a full page load. */
const faqUrl = 'https://www.example.com/faq/my-photos'

/** 'Welcome to a new way to manage your photos', with Show more / Show less; the wording follows AlbumViewEnabled. */
export function WelcomeBanner() {
  const { flags } = usePlatform()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const variant = flags.AlbumViewEnabled ? 'withAlbums' : 'photosOnly'
  return (
    <section className="welcome-banner" aria-labelledby={`${detailsId}-title`}>
      <h2 id={`${detailsId}-title`} className="welcome-banner__title">
        <FormattedMessage id="photos.welcome.title" />
      </h2>
      <div id={detailsId} hidden={!open}>
        <p>
          <FormattedMessage id={`photos.welcome.body.${variant}`} />
        </p>
        <a href={faqUrl}>
          <FormattedMessage id="photos.welcome.faq" />
        </a>
      </div>
      <button
        type="button"
        className="welcome-banner__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id={open ? 'photos.welcome.showLess' : 'photos.welcome.showMore'} />
      </button>
    </section>
  )
}
