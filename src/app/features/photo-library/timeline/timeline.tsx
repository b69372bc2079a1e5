import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { returnFocusPending } from '#app/photos/preview/return-focus'
import {
  columnsFor,
  type PhotoSort,
  rowOfPhoto,
  sectionKeyOf,
  sectionsFromSummary,
  timelineRows,
} from '#app/photos/timeline-model'
import { cachedMonthPhotos, failedMonths, useTimelineSummary } from '#app/queries/photo-timeline'
import { ErrorState } from '#app/ui/error-state'
import { LazyTimelineTools } from './lazy-timeline-tools'
import { restoreScroll } from './restore-scroll'
import { saveScrollPosition, saveVisibleSections, takeScrollPosition } from './scroll-position'
import { CellsRow, MonthErrorRow, SectionHeaderRow } from './timeline-rows'
import { useWindowRows } from './use-window-rows'
import '#app/photos/photo-grid.css'
import { markPrimaryContentShown } from '#app/platform/primary-content'
import { EmptyState } from '#app/ui/empty-state/empty-state'

const headerHeight = 56
/** A failed month's error with Try again: on a phone the message takes two lines and the button goes below it. */
const errorRowHeight = (columns: number) => (columns <= 3 ? 148 : 96)
const gap = 4

/**
 * The months whose photos failed to load, in this sort: 'key:loaded' for each, loaded being how many of its photos
 * did arrive before the failing page. A string, so the store's snapshot only changes when the answer does.
 */
function failedMonthsSignature(queryClient: QueryClient, sort: PhotoSort): string {
  return failedMonths(queryClient, sort)
    .map(({ year, month, loaded }) => `${year}-${month}:${loaded}`)
    .sort()
    .join(',')
}

/** The failed months (failedMonthsSignature), following the query cache. */
function useFailedMonths(sort: PhotoSort): ReadonlyMap<string, number> {
  const queryClient = useQueryClient()
  const signature = useSyncExternalStore(
    useCallback((notify) => queryClient.getQueryCache().subscribe(notify), [queryClient]),
    () => failedMonthsSignature(queryClient, sort),
  )
  return useMemo(
    () =>
      new Map(
        signature
          .split(',')
          .filter(Boolean)
          .map((entry) => {
            const [key, loaded] = entry.split(':')
            return [key!, Number(loaded)] as const
          }),
      ),
    [signature],
  )
}

function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/** The photos by month: a virtual list of month titles and rows of cells, so its size never depends on the library's. */
export function Timeline({ sort }: { sort: PhotoSort }) {
  const intl = useIntl()
  const summary = useTimelineSummary()
  const { ref, width } = useElementWidth()
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const sections = useMemo(
    () => (summary.data ? sectionsFromSummary(summary.data.timeline, sort.sortOrder) : []),
    [summary.data, sort.sortOrder],
  )
  const columns = columnsFor(width || 375)
  const failed = useFailedMonths(sort)
  const rows = useMemo(
    () => timelineRows(sections, columns, expanded, failed),
    [sections, columns, expanded, failed],
  )
  const cellSize = width > 0 ? (width - gap * (columns - 1)) / columns : 120

  const sizes = useMemo(
    () =>
      rows.map((row) =>
        row.kind === 'header'
          ? headerHeight
          : row.kind === 'error'
            ? errorRowHeight(columns)
            : cellSize + gap,
      ),
    [rows, cellSize, columns],
  )
  const { rows: items, totalSize, offsets } = useWindowRows(ref, sizes)

  // Back from the preview: scroll to where the customer was, once the rows exist at their real width. When the
  // preview moved on to a photo out of that view, to that photo's row instead: its cell takes focus as it mounts
  // (return-focus.ts), and a cell not rendered could not.
  const queryClient = useQueryClient()
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || rows.length === 0 || width === 0) return
    restored.current = true
    const position = takeScrollPosition(window.localStorage)
    // The photo's row when its month is loaded; else its month's title (its first rows then load and render).
    const target = returnFocusPending()
    let rowIndex = -1
    if (target) {
      const key = sectionKeyOf(target, sort.sortKey)
      const section = sections.find((candidate) => candidate.key === key)
      const month = section ? cachedMonthPhotos(queryClient, section, sort) : undefined
      const index =
        month?.pages.flatMap((page) => page.images).findIndex((photo) => photo.imageId === target.imageId) ??
        -1
      const photoRow = index >= 0 ? rowOfPhoto(rows, key, index) : -1
      rowIndex =
        photoRow >= 0 ? photoRow : rows.findIndex((row) => row.kind === 'header' && row.section.key === key)
    }
    const list = ref.current
    if (rowIndex >= 0 && list) {
      const rowTop =
        list.getBoundingClientRect().top +
        window.scrollY +
        sizes.slice(0, rowIndex).reduce((a, b) => a + b, 0)
      const top = position?.[1] ?? window.scrollY
      if (rowTop < top || rowTop + sizes[rowIndex]! > top + window.innerHeight) {
        restoreScroll([0, Math.max(0, Math.round(rowTop - window.innerHeight / 3))])
        return
      }
    }
    if (position) restoreScroll(position)
  }, [rows, width, sizes, sections, queryClient, sort, ref])

  const visibleKeys = [
    ...new Set(items.map((item) => rows[item.index]?.section.key).filter(Boolean)),
  ] as string[]
  const visibleSignature = visibleKeys.join(',')
  useEffect(() => {
    if (visibleSignature) saveVisibleSections(window.localStorage, visibleSignature.split(','))
  }, [visibleSignature])

  // The month whose Load more a keyboard user is on (timeline-rows.tsx): its rows wait instead of loading by themselves.
  const [heldMonth, setHeldMonth] = useState<string | null>(null)
  const holdMonth = useCallback(
    (sectionKey: string, holding: boolean) =>
      setHeldMonth((current) => (holding ? sectionKey : current === sectionKey ? null : current)),
    [],
  )
  const expand = useCallback(
    (sectionKey: string) => setExpanded((current) => new Set([...current, sectionKey])),
    [],
  )
  // What the rows announce (new photos loaded by a month's Load more): one live region outside the virtual rows,
  // there before anything is said in it.
  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((text: string) => setAnnouncement(text), [])
  const rememberScroll = useCallback(
    () => saveScrollPosition(window.localStorage, [window.scrollX, window.scrollY]),
    [],
  )

  // Nothing to wait for: the shell's secondary parts may load (primary-content.ts).
  const nothingToShow = summary.isError || (summary.isSuccess && sections.length === 0)
  useEffect(() => {
    if (nothingToShow) markPrimaryContentShown()
  }, [nothingToShow])

  if (summary.isError) {
    return (
      <ErrorState
        message={<FormattedMessage id="photos.loadError" />}
        retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
        onRetry={() => void summary.refetch()}
      />
    )
  }
  if (summary.isSuccess && sections.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="photos.empty" />
      </EmptyState>
    )
  }
  const timeline = (
    <section
      ref={ref}
      className="timeline"
      aria-label={intl.formatMessage({ id: 'photos.timeline.label' })}
      aria-busy={summary.isPending}
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div style={{ height: totalSize, position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index]!
          return (
            <div
              key={item.index}
              className="timeline__item"
              style={{
                transform: `translateY(${item.start}px)`,
                height: item.size,
              }}
            >
              {row.kind === 'header' ? (
                <SectionHeaderRow section={row.section} sort={sort} />
              ) : row.kind === 'error' ? (
                <MonthErrorRow section={row.section} sort={sort} />
              ) : (
                <CellsRow
                  section={row.section}
                  sort={sort}
                  firstIndex={row.firstIndex}
                  count={row.count}
                  columns={columns}
                  expanded={expanded.has(row.section.key)}
                  viewportWidth={typeof window === 'undefined' ? width : window.innerWidth}
                  onExpand={expand}
                  onOpenPhoto={rememberScroll}
                  onAnnounce={announce}
                  held={heldMonth === row.section.key}
                  onHold={holdMonth}
                />
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
  // Beside the list: the date scrubber, and Shift-click ranges in selection mode (decisions 0035, 0038).
  return (
    <div className="timeline-layout">
      {/* The date scrubber: before the photos in the tab order, beside them on screen. */}
      <div className="timeline-layout__scrubber">
        <LazyTimelineTools sections={sections} rows={rows} offsets={offsets} sort={sort} listRef={ref} />
      </div>
      {timeline}
    </div>
  )
}
