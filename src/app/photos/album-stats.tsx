import { FormattedMessage } from 'react-intl'
import { useDateLocale } from '#app/platform/i18n/use-date-locale'
import type { Album } from '#app/queries/albums'
import { createdWording } from './created-date'

/** The album screen's stats: the photo count, and 'Created today' / 'Created yesterday' / 'Created {date}'. */
export function AlbumStats({ album }: { album: Album }) {
  const dateLocale = useDateLocale()
  const created = dateLocale ? createdWording(album.created, new Date(), dateLocale) : undefined
  return (
    <p className="album-stats">
      <span>
        <FormattedMessage id="albums.photoCount" values={{ count: album.photosCount }} />
      </span>
      {created ? (
        <span>
          {created.kind === 'date' ? (
            <FormattedMessage id="albums.created.date" values={{ date: created.date }} />
          ) : (
            <FormattedMessage id={`albums.created.${created.kind}`} />
          )}
        </span>
      ) : null}
    </p>
  )
}
