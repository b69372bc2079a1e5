import { FormattedMessage, useIntl } from 'react-intl'
import { serviceNow } from '#app/platform/clock'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { useDateLocale } from '#app/platform/i18n/use-date-locale'
import type { Album } from '#app/queries/photos/albums'
import { createdWording } from './created-date'

/**
 * 'Created today' / 'Created yesterday' / 'Created 05 Aug 2026': an album's created date as its tile and its screen
 * both write it, against the services' clock (nothing until the date locale has loaded).
 */
export function AlbumCreated({ created }: { created: string }) {
  const dateLocale = useDateLocale()
  const intl = useIntl()
  if (!dateLocale) return null
  const wording = createdWording(created, new Date(serviceNow()), dateLocale)
  return wording.kind === 'date' ? (
    <FormattedMessage
      id="albums.created.date"
      values={dayArguments(intl.locale, { date: wording.date }, 'date')}
    />
  ) : (
    <FormattedMessage id={`albums.created.${wording.kind}`} />
  )
}

/** The album screen's stats: the photo count, and when the album was created. */
export function AlbumStats({ album }: { album: Album }) {
  return (
    <p className="album-stats">
      <span>
        <FormattedMessage id="albums.photoCount" values={{ count: album.photosCount }} />
      </span>
      <span>
        <AlbumCreated created={album.created} />
      </span>
    </p>
  )
}
