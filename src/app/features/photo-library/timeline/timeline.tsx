import { useCallback, useEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  columnsFor,
  type PhotoSort,
  rowKey,
  sectionsFromSummary,
  timelineRows,
} from '#app/photos/timeline-model'
import { markPrimaryContentShown } from '#app/platform/primary-content'
import { useFailedMonths } from '#app/queries/photos/failed-months'
import { useTimelineSummary } from '#app/queries/photos/timeline'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { useFirstMonthAhead } from './first-month-ahead'
import { LazyTimelineTools } from './lazy-timeline-tools'
import { saveScrollPosition } from './scroll-position'
import { rowHeights } from './timeline-layout'
import { CellsRow, MonthErrorRow, SectionHeaderRow } from './timeline-rows'
import { useElementWidth } from './use-element-width'
import { useSaveVisibleMonths } from './use-save-visible-months'
import { useScrollBackFromPreview } from './use-scroll-back-from-preview'
import { useWindowRows } from './use-window-rows'
import '#app/photos/photo-grid.css'

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
  useFirstMonthAhead(sort)
  const columns = columnsFor(width || 375)
  const failed = useFailedMonths(sort)
  const rows = useMemo(
    () => timelineRows(sections, columns, expanded, failed),
    [sections, columns, expanded, failed],
  )
  const sizes = useMemo(() => rowHeights(rows, columns, width), [rows, columns, width])
  const { rows: items, totalSize, offsets } = useWindowRows(ref, sizes)

  useScrollBackFromPreview(ref, rows, offsets, sections, sort, width)

  useSaveVisibleMonths(items, rows)

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
      data-photo-grid=""
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
              key={rowKey(row)}
              className="timeline__item"
              style={{
                transform: `translateY(${item.start}px)`,
                height: item.size,
              }}
            >
              {row.kind === 'header' ? (
                <SectionHeaderRow section={row.section} sort={sort} />
              ) : row.kind === 'error' ? (
                <MonthErrorRow sections={row.sections} sort={sort} />
              ) : (
                <CellsRow
                  section={row.section}
                  sort={sort}
                  firstIndex={row.firstIndex}
                  count={row.count}
                  columns={columns}
                  expanded={expanded.has(row.section.key)}
                  viewportWidth={window.innerWidth}
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
