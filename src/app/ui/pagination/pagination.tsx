import { useIntl } from 'react-intl'
import { Link, type To } from 'react-router'
import { ChevronLeftIcon, ChevronRightIcon } from '../navigation-icons'
import { pageWindow } from './page-window'
import './pagination.css'

export interface PaginationProps {
  page: number
  pageCount: number
  /** From usePageParam: where page n is. */
  linkTo: (page: number) => To
  /** What the pages are of, for the navigation's name ('Pages of saved projects'). */
  label: string
}

/** Numbered pages with Previous and Next, as links (the page lives in the address); nothing for a single page. */
export function Pagination({ page, pageCount, linkTo, label }: PaginationProps) {
  const intl = useIntl()
  if (pageCount <= 1) return null
  const slots = pageWindow(page, pageCount)
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={linkTo(page - 1)} rel="prev">
              <ChevronLeftIcon size={18} />
              <span>{intl.formatMessage({ id: 'pagination.previous' })}</span>
            </Link>
          ) : null}
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className="pagination__page"
                to={linkTo(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: slot, pageCount })}
              >
                {intl.formatNumber(slot)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" to={linkTo(page + 1)} rel="next">
              <span>{intl.formatMessage({ id: 'pagination.next' })}</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
