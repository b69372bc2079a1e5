import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PhotoCell, SkeletonCell } from '#app/photos/photo-cell'
import { monthTitle } from '#app/photos/photo-dates'
import { useSelection } from '#app/photos/selection/selection-context'
import { hiddenCount, isUnknownDate, type PhotoSort, type TimelineSection } from '#app/photos/timeline-model'
import { elisionArguments } from '#app/platform/i18n/article-arguments'
import { usePlatform } from '#app/platform/platform-context'
import { useMonthPhotos, useRetryMonths } from '#app/queries/photos/timeline'
import { ErrorState } from '#app/ui/error-state'

// Only in selection mode, so loaded when it first starts (with the month ids' query): not before the first thumbnails.
const MonthSelectAll = lazy(() => import('./month-select-all'))

/** A month's title and, in selection mode, its select-all. */
export const SectionHeaderRow = memo(function SectionHeaderRow({
  section,
  sort,
}: {
  section: TimelineSection
  sort: PhotoSort
}) {
  const intl = useIntl()
  const { locale } = usePlatform()
  const selection = useSelection()
  const title = isUnknownDate(section)
    ? intl.formatMessage({ id: 'photos.unknownDate' })
    : monthTitle(section, locale)
  return (
    <div className="timeline-section__header">
      <h2 className="timeline-section__title" id={`section-${section.key}`}>
        {title}
      </h2>
      {selection.selecting ? (
        <Suspense fallback={null}>
          <MonthSelectAll section={section} sort={sort} />
        </Suspense>
      ) : null}
    </div>
  )
})

/**
 * Where a month's photos failed to load: its error and Try again, in place of the rows it could not fill (no
 * loading cells under it). Try again reads the failed page again, or the month from its start.
 */
export const MonthErrorRow = memo(function MonthErrorRow({
  sections,
  sort,
}: {
  /** The failed months that follow one another: one message, and one Try again for them all. */
  sections: readonly TimelineSection[]
  sort: PhotoSort
}) {
  const retry = useRetryMonths(sort)
  return (
    <div className="timeline-section__error">
      <ErrorState message={<FormattedMessage id="photos.loadError" />} onRetry={() => retry(sections)} />
    </div>
  )
})

interface CellsRowProps {
  section: TimelineSection
  sort: PhotoSort
  firstIndex: number
  count: number
  columns: number
  expanded: boolean
  viewportWidth: number
  /** Shows all of a month's photos (its '+N' button); stable, so rows can skip re-rendering. */
  onExpand: (sectionKey: string) => void
  onOpenPhoto: () => void
  /** Says something in the timeline's live region (role=status); stable. */
  onAnnounce: (text: string) => void
  /** A keyboard user is on this month's Load more: its rows wait for them instead of loading by themselves. */
  held: boolean
  /** Holds a month's loading while its Load more has focus, or lets go of it; stable. */
  onHold: (sectionKey: string, holding: boolean) => void
}

/**
 * A row of cells; rendering it loads the month's pages it needs, so months load as they scroll into view. Memoised:
 * while scrolling only the rows that come into view render.
 */
export const CellsRow = memo(function CellsRow(props: CellsRowProps) {
  const {
    section,
    sort,
    firstIndex,
    count,
    columns,
    expanded,
    viewportWidth,
    onExpand,
    onOpenPhoto,
    onAnnounce,
    held,
    onHold,
  } = props
  const intl = useIntl()
  const { locale } = usePlatform()
  const month = useMonthPhotos(section, sort, { enabled: true })
  const photos = month.data?.pages.flatMap((page) => page.images) ?? []
  const needed = firstIndex + count
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = month
  // Every row of the month past its loaded photos asks in the same commit: the first ask sends the request, and the
  // others join it instead of restarting it (the default cancelRefetch would send the same page again each time).
  // Not while a keyboard user is on the month's Load more: photos arriving by themselves would move the button away
  // and focus with it, onto a photo that their Enter would then open (issue 28: seen on a loaded machine).
  useEffect(() => {
    if (photos.length < needed && hasNextPage && !isFetchingNextPage && !isError && !held) {
      void fetchNextPage({ cancelRefetch: false })
    }
  }, [photos.length, needed, hasNextPage, isFetchingNextPage, isError, fetchNextPage, held])

  const monthName = isUnknownDate(section)
    ? intl.formatMessage({ id: 'photos.unknownDate' })
    : monthTitle(section, locale)
  // A month shown in full: where its loaded photos end, an explicit Load more for keyboard and screen-reader users
  // (the rows still load as they scroll into view). Who was on it when photos arrive hears how many, and is taken to
  // the first of them (the button moves on to the new end, often into a row not yet mounted).
  const loadMoreAt = expanded && hasNextPage && !isError ? photos.length : -1
  const row = useRef<HTMLDivElement>(null)
  const onLoadMore = useRef<number | null>(null)
  // A focused button that leaves the page (its row scrolled away, or photos came) fires no blur: let go then too.
  const releaseOnUnmount = useCallback(
    (button: HTMLButtonElement | null) => (button ? () => onHold(section.key, false) : undefined),
    [onHold, section.key],
  )
  useLayoutEffect(() => {
    const index = onLoadMore.current
    if (index === null || photos.length <= index) return
    onLoadMore.current = null
    onAnnounce(
      intl.formatMessage(
        { id: 'photos.loadMore.loaded' },
        elisionArguments({ count: photos.length - index, month: monthName }, 'month'),
      ),
    )
    const active = document.activeElement
    if (active === null || active === document.body || row.current?.contains(active)) {
      const cell = row.current?.children[index - firstIndex]
      const target = cell?.matches('a, button') ? cell : cell?.querySelector('a, button')
      if (target instanceof HTMLElement) target.focus()
    }
  }, [photos.length, firstIndex, intl, monthName, onAnnounce])

  // '+N' pressed: its button leaves with the month expanded, and focus goes to the photo under it, the first of
  // those the month now shows in full (else it would drop to the page body), once that photo is there.
  const focusOnExpand = useRef<number | null>(null)
  useLayoutEffect(() => {
    const index = focusOnExpand.current
    if (index === null || !expanded || photos.length <= index) return
    const cell = row.current?.children[index - firstIndex]
    const target = cell?.matches('a, button') ? cell : cell?.querySelector('a, button')
    if (!(target instanceof HTMLElement)) return
    focusOnExpand.current = null
    const active = document.activeElement
    if (active === null || active === document.body || row.current?.contains(active)) target.focus()
  }, [expanded, photos.length, firstIndex])

  const hidden = hiddenCount(section, expanded)
  const lastShown = section.count - hidden - 1
  return (
    <div ref={row} className="timeline-row" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {Array.from({ length: count }, (_, offset) => {
        const index = firstIndex + offset
        const photo = photos[index]
        if (index === loadMoreAt) {
          return (
            <span key="load-more" className="photo-cell photo-cell--load-more">
              <button
                type="button"
                className="photo-cell__load-more"
                aria-label={intl.formatMessage(
                  { id: 'photos.loadMore.label' },
                  elisionArguments({ month: monthName }, 'month'),
                )}
                aria-busy={isFetchingNextPage}
                onFocus={() => {
                  // A page already on its way when focus came here still moves the button: focus follows it.
                  onLoadMore.current = index
                  onHold(section.key, true)
                }}
                onBlur={(event) => {
                  if (event.relatedTarget) onLoadMore.current = null
                  onHold(section.key, false)
                }}
                ref={releaseOnUnmount}
                onClick={() => {
                  onLoadMore.current = index
                  void fetchNextPage({ cancelRefetch: false })
                }}
              >
                <FormattedMessage id="photos.loadMore" />
              </button>
            </span>
          )
        }
        if (hidden > 0 && index === lastShown) {
          return (
            <span key="more" className="photo-cell photo-cell--more">
              {photo ? (
                <PhotoCell photo={photo} viewportWidth={viewportWidth} onOpen={onOpenPhoto} />
              ) : (
                <SkeletonCell />
              )}
              <button
                type="button"
                className="photo-cell__more"
                onClick={() => {
                  focusOnExpand.current = index
                  onExpand(section.key)
                }}
                aria-label={intl.formatMessage(
                  { id: 'photos.more.label' },
                  elisionArguments({ count: hidden, month: monthName }, 'month'),
                )}
              >
                <FormattedMessage id="photos.more" values={{ count: hidden }} />
              </button>
            </span>
          )
        }
        return photo ? (
          <PhotoCell key={photo.imageId} photo={photo} viewportWidth={viewportWidth} onOpen={onOpenPhoto} />
        ) : (
          <SkeletonCell key={`skeleton-${index}`} />
        )
      })}
    </div>
  )
})
