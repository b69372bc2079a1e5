import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { hourArguments } from '#app/platform/i18n/article-arguments'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { usePlatform } from '#app/platform/platform-context'
import { markPrimaryContentShown } from '#app/platform/primary-content'
import { href } from '#app/routes'
import { matches } from '#app/ui/keys'
import { giveUpWhenScrolledPast } from './give-up-when-scrolled-past'
import { takenOnDate } from './photo-dates'
import { takesReturnFocus } from './preview/return-focus'
import { useChoosePhoto } from './selection/range-slot'
import { useSelection } from './selection/selection-context'
import { selectionKeys } from './shortcuts/selection-keys'
import { type Photo, thumbnailFor } from './timeline-model'

interface PhotoCellProps {
  photo: Photo
  viewportWidth: number
  /** Called as the cell opens the preview, so the list can keep its scroll position. */
  onOpen: () => void
  /** Where the cell opens its photo, without the query string (kept); the library's preview by default. */
  previewPath?: string
}

/** One photo of the grid: its thumbnail, the 'Taken on' tooltip, a close icon if the image fails; opens the preview. */
export function PhotoCell({
  photo,
  viewportWidth,
  onOpen,
  previewPath = href('photoPreview', { id: photo.imageId }),
}: PhotoCellProps) {
  const intl = useIntl()
  const { locale } = usePlatform()
  const { search } = useLocation()
  const [failed, setFailed] = useState(false)
  const date = takenOnDate(photo.dateTaken, locale, (time) =>
    intl.formatMessage({ id: 'photos.takenOnAt' }, hourArguments({ time }, 'time')),
  )
  const tooltip = date
    ? intl.formatMessage({ id: 'photos.takenOn' }, dayArguments(locale, { date }, 'date'))
    : undefined
  const thumbnail = thumbnailFor(photo, viewportWidth)
  const selection = useSelection()
  const choose = useChoosePhoto()
  // Back from the preview of this photo: focus returns here, where the customer left the list.
  const cell = useRef<HTMLAnchorElement & HTMLButtonElement>(null)
  useEffect(() => {
    if (takesReturnFocus(photo.imageId)) cell.current?.focus()
  }, [photo.imageId])
  const label = tooltip ?? intl.formatMessage({ id: 'photos.photoLabel' }, { name: photo.localFileName })
  const image =
    failed || !thumbnail ? (
      <span className="photo-cell__failed" title={intl.formatMessage({ id: 'photos.thumbnailFailed' })}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
    ) : (
      <img
        ref={giveUpWhenScrolledPast}
        src={thumbnail.url}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onLoad={markPrimaryContentShown}
        onError={() => {
          markPrimaryContentShown()
          setFailed(true)
        }}
      />
    )
  if (selection.selecting) {
    const checked = selection.selected.has(photo.imageId)
    return (
      // biome-ignore lint/a11y/useSemanticElements: a photo tile that toggles is a button with the checkbox role; a native checkbox cannot hold the image.
      <button
        ref={cell}
        type="button"
        role="checkbox"
        aria-checked={checked}
        className="photo-cell photo-cell--selectable"
        data-photo-id={photo.imageId}
        title={tooltip}
        aria-label={label}
        onClick={(event) => choose(photo.imageId, event.shiftKey)}
        onKeyDown={(event) => {
          // Shift+Space extends as Shift-click does; preventing the key also keeps its own click from toggling.
          if (!matches(event, selectionKeys.range)) return
          event.preventDefault()
          if (!event.repeat) choose(photo.imageId, true)
        }}
      >
        {image}
        <span className="photo-cell__check" aria-hidden="true" />
      </button>
    )
  }
  return (
    <Link
      ref={cell}
      to={`${previewPath}${search}`}
      className="photo-cell"
      data-photo-id={photo.imageId}
      title={tooltip}
      aria-label={label}
      onClick={onOpen}
    >
      {image}
    </Link>
  )
}

export function SkeletonCell() {
  return <span className="photo-cell photo-cell--skeleton" aria-hidden="true" />
}
