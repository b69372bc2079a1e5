import { useEffect } from 'react'
import { type To, useLocation, useNavigate, useSearchParams } from 'react-router'
import { parsePage } from './page-window'

/**
 * The list's page, kept in the address (`?page=N`) so it survives reload, the back button and a shared link.
 * `linkTo(n)` keeps every other parameter (a tab, the mock harness's); page 1 drops the parameter. Given the page
 * count, a page past the end moves to the last page (see useLastPageWhenPastTheEnd).
 */
export function usePageParam(pageCount?: number, name = 'page') {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const page = parsePage(params.get(name))
  const linkTo = (target: number): To => {
    const next = new URLSearchParams(params)
    if (target <= 1) next.delete(name)
    else next.set(name, String(target))
    const search = next.toString()
    return { pathname, search: search ? `?${search}` : '' }
  }
  useLastPageWhenPastTheEnd(page, pageCount, linkTo)
  return { page: pageCount !== undefined && page > pageCount ? pageCount : page, linkTo }
}

/**
 * A page past the end (the last item of the last page was deleted, an old link) moves to the last page, replacing
 * the address rather than adding a step to the history. For lists whose page count comes from the page's own query,
 * which needs the page first.
 */
export function useLastPageWhenPastTheEnd(
  page: number,
  pageCount: number | undefined,
  linkTo: (page: number) => To,
) {
  const navigate = useNavigate()
  const pastTheEnd = pageCount !== undefined && page > pageCount
  useEffect(() => {
    if (pastTheEnd) navigate(linkTo(pageCount), { replace: true })
  })
}
