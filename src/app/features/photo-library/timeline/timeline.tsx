import { useEffect, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type PhotoSort, sectionsFromSummary } from '#app/photos/timeline-model'
import { markPrimaryContentShown } from '#app/platform/primary-content'
import { useTimelineSummary } from '#app/queries/photo-timeline'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { useFailedMonths } from './failed-months'
import { LazyTimelineTools } from './lazy-timeline-tools'
import { useTimelineLayout } from './timeline-layout'
import { CellsRow, MonthErrorRow, SectionHeaderRow } from './timeline-rows'
import { useElementWidth } from './use-element-width'
import { useRestoreTimelineScroll } from './use-restore-timeline-scroll'
import { useRowActions } from './use-row-actions'
import { useSaveVisibleSections } from './use-save-visible-sections'
import { useWindowRows } from './use-window-rows'
import '#app/photos/photo-grid.css'

/** The photos by month: a virtual list of month titles and rows of cells, so its size never depends on the library's. */
export function Timeline({ sort }: { sort: PhotoSort }) {
  const intl = useIntl()
  const summary = useTimelineSummary()
  const { ref, width } = useElementWidth()
  const { expanded, expand, heldMonth, holdMonth, announcement, announce, rememberScroll } = useRowActions()
  const sections = useMemo(
    () => (summary.data ? sectionsFromSummary(summary.data.timeline, sort.sortOrder) : []),
    [summary.data, sort.sortOrder],
  )
  const { columns, rows, sizes } = useTimelineLayout(sections, width, expanded, useFailedMonths(sort))
  const { rows: items, totalSize, offsets } = useWindowRows(ref, sizes)

  useRestoreTimelineScroll({ rows, width, sizes, sections, sort, ref })
  useSaveVisibleSections(items, rows)

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
