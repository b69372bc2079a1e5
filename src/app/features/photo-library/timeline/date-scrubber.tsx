import {
  type CSSProperties,
  type PointerEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useIntl } from 'react-intl'
import { monthTitle } from '#app/photos/photo-dates'
import {
  isUnknownDate,
  type PhotoSort,
  type TimelineRow,
  type TimelineSection,
} from '#app/photos/timeline-model'
import { usePlatform } from '#app/platform/platform-context'
import { useMonthPhotosAhead } from '#app/queries/photos/timeline'
import { PathIcon } from '#app/ui/icons'
import { sectionAt, sectionAtFraction, sectionForKey, sectionStarts, yearMarks } from './scrubber-model'
import './date-scrubber.css'

export interface DateScrubberProps {
  sections: readonly TimelineSection[]
  rows: readonly TimelineRow[]
  /** Where each row starts, and the list's height at the end (use-window-rows.ts). */
  offsets: Float64Array
  sort: PhotoSort
  listRef: RefObject<HTMLElement | null>
}

/** Space kept free above and below the rail, in pixels. */
const margin = 8
/** Year labels closer than this on the rail leave the later one out. */
const yearGap = 22

/**
 * Jump to a date (issue 28 point 2, decision 0038): a rail beside the timeline, drawn from the month counts, whose
 * handle is a slider over the months. A click or a drag lands on a month: only then does the list scroll, straight
 * there, so no month passed over is asked for, and the month landed on is asked for first. From the keyboard the
 * arrows and Page Up/Down move a month, Home and End to the first and last. Below 575 px only the handle shows,
 * over the grid's right edge, with the month it will land on beside it while it is dragged.
 */
export function DateScrubber({ sections, rows, offsets, sort, listRef }: DateScrubberProps) {
  const intl = useIntl()
  const { locale } = usePlatform()
  const monthAhead = useMonthPhotosAhead()
  const totalSize = offsets[offsets.length - 1] ?? 0
  const starts = useMemo(() => sectionStarts(rows, offsets), [rows, offsets])
  const track = useRef<HTMLDivElement>(null)
  const handle = useRef<HTMLDivElement>(null)
  // The month at the top of the viewport, or the one a key or a click landed on (the list's end may not reach it).
  const [current, setCurrent] = useState(0)
  const landed = useRef<{ section: number; scrollY: number } | null>(null)
  // Where a drag (or the mouse, hovering) is, and the month it would land on.
  const [pointing, setPointing] = useState<{ section: number; fraction: number; dragging: boolean } | null>(
    null,
  )
  const dragging = useRef(false)
  const pressedYear = useRef<{ section: number; y: number } | null>(null)
  // The rail's height in steps of 25 px, for the years it has room for: the page re-renders only when that changes.
  const [railHeight, setRailHeight] = useState(0)

  const titleOf = (index: number) => {
    const section = sections[index]
    if (!section) return ''
    return isUnknownDate(section)
      ? intl.formatMessage({ id: 'photos.unknownDate' })
      : monthTitle(section, locale)
  }

  // The rail follows the page: its handle stands for the place scrolled to, it reaches from the list's top (or the
  // viewport's) to the viewport's bottom, and the slider's value is the month at the top.
  useEffect(() => {
    const follow = () => {
      const list = listRef.current
      const rail = track.current
      if (!list || !rail) return
      const listTop = list.getBoundingClientRect().top
      const railTop = Math.max(margin, rail.parentElement!.getBoundingClientRect().top)
      // Above selection mode's toolbar, which is fixed at the bottom of the window: the oldest years stay reachable.
      const toolbar = page?.querySelector(':scope > .selection-toolbar')
      const bottom = toolbar ? toolbar.getBoundingClientRect().top : window.innerHeight
      const height = Math.max(0, bottom - margin - railTop)
      rail.style.height = `${height}px`
      setRailHeight(Math.round(height / 25) * 25)
      const scrolled = Math.max(0, -listTop)
      const fraction = Math.min(1, scrolled / Math.max(1, totalSize - window.innerHeight))
      rail.style.setProperty('--place', String(fraction))
      if (landed.current && landed.current.scrollY !== window.scrollY) landed.current = null
      setCurrent(landed.current ? landed.current.section : sectionAt(starts, scrolled))
    }
    // The toolbar comes and goes with selection mode as a child of the page: watched there alone, not in the grid.
    const page = listRef.current?.closest('.page')
    const toolbarWatch = new MutationObserver(follow)
    if (page) toolbarWatch.observe(page, { childList: true })
    follow()
    window.addEventListener('scroll', follow, { passive: true })
    window.addEventListener('resize', follow)
    return () => {
      toolbarWatch.disconnect()
      window.removeEventListener('scroll', follow)
      window.removeEventListener('resize', follow)
    }
  }, [listRef, starts, totalSize])

  const jump = (index: number) => {
    const section = sections[index]
    const list = listRef.current
    if (!section || !list) return
    // The month landed on is asked for before the list moves, so it goes first (its rows then find it in the cache).
    monthAhead(section, sort)
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY + starts[index]!)
    window.scrollTo({ top, behavior: 'instant' })
    landed.current = { section: index, scrollY: window.scrollY }
    setCurrent(index)
  }

  const fractionAt = (clientY: number) => {
    const rect = track.current!.getBoundingClientRect()
    return Math.min(1, Math.max(0, (clientY - rect.top) / Math.max(1, rect.height)))
  }
  const point = (event: PointerEvent) => {
    const fraction = fractionAt(event.clientY)
    setPointing({
      fraction,
      section: sectionAtFraction(starts, totalSize, fraction),
      dragging: dragging.current,
    })
  }
  const pointerHandlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return
      event.preventDefault()
      // A year written on the rail lands on that year's first month, wherever on the word it is pressed.
      const year = (event.target as HTMLElement).dataset.section
      pressedYear.current = year === undefined ? null : { section: Number(year), y: event.clientY }
      dragging.current = true
      event.currentTarget.setPointerCapture(event.pointerId)
      handle.current?.focus({ preventScroll: true })
      point(event)
    },
    onPointerMove: (event: PointerEvent) => {
      if (dragging.current || event.pointerType === 'mouse') point(event)
    },
    onPointerUp: (event: PointerEvent) => {
      if (!dragging.current) return
      dragging.current = false
      const year = pressedYear.current
      const stayed = year !== null && Math.abs(event.clientY - year.y) < 4
      jump(stayed ? year.section : sectionAtFraction(starts, totalSize, fractionAt(event.clientY)))
      setPointing(null)
    },
    onPointerCancel: () => {
      dragging.current = false
      setPointing(null)
    },
    onPointerLeave: () => {
      if (!dragging.current) setPointing(null)
    },
  }

  const marks = yearMarks(sections, starts, totalSize, railHeight, yearGap)
  const drag = pointing?.dragging ? pointing : null
  const hover = pointing && !pointing.dragging ? pointing : null
  return (
    <div className="date-scrubber">
      <div
        ref={track}
        className={`date-scrubber__rail${drag ? ' date-scrubber__rail--dragging' : ''}`}
        {...pointerHandlers}
      >
        {marks.map((mark) => (
          <span
            key={mark.year}
            data-section={mark.section}
            className="date-scrubber__year"
            style={{ top: `calc(${mark.fraction} * (100% - 1.25rem))` }}
            aria-hidden="true"
          >
            {mark.year}
          </span>
        ))}
        {hover ? (
          <span
            className="date-scrubber__hover"
            style={{ '--place': String(hover.fraction) } as CSSProperties}
            aria-hidden="true"
          >
            {titleOf(hover.section)}
          </span>
        ) : null}
        <div
          ref={handle}
          className="date-scrubber__handle"
          style={drag ? ({ '--place': String(drag.fraction) } as CSSProperties) : undefined}
          role="slider"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'photos.scrubber.label' })}
          aria-orientation="vertical"
          aria-valuemin={1}
          aria-valuemax={sections.length}
          aria-valuenow={current + 1}
          aria-valuetext={titleOf(current)}
          onKeyDown={(event) => {
            const next = sectionForKey(event, current, sections.length)
            if (next === null) return
            event.preventDefault()
            jump(next)
          }}
        >
          <PathIcon className="date-scrubber__grip" d="M7 10l5-5 5 5M7 14l5 5 5-5" size={18} />
          <span className="date-scrubber__month" aria-hidden="true">
            {titleOf(drag?.section ?? current)}
          </span>
        </div>
      </div>
    </div>
  )
}
