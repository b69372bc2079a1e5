import { useCallback } from 'react'
import { type To, useLocation, useNavigate } from 'react-router'

const strippedFlag = 'stripped'

/**
 * Whether the page is shown 'stripped' (the flag's name read case-insensitively,
 * docs/requirements/routes-and-access.md#routes-query-parameters).
 */
export function isStripped(search: URLSearchParams): boolean {
  for (const [name, value] of search)
    if (name.toLowerCase() === strippedFlag && value !== 'false') return true
  return false
}

/** The 'stripped' flag of the current query, as a query of its own ('' when not set): what internal navigation carries over. */
export function strippedQuery(search: string): string {
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase() === strippedFlag) kept.append(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/**
 * A path inside the app with the current page's 'stripped' flag carried over
 * (docs/requirements/routes-and-access.md#routes-query-parameters).
 */
export function internalTarget(pathname: string, currentSearch: string): To {
  return { pathname, search: strippedQuery(currentSearch) }
}

/**
 * True for targets outside the app: they start with http and need a full page load
 * (docs/requirements/routes-and-access.md#routes-navigation).
 */
export function isExternalTarget(target: string): boolean {
  return /^https?:/i.test(target)
}

/**
 * Navigates the way docs/requirements/routes-and-access.md#routes-navigation describes: a target starting with http
 * is a full page load; any other target is an in-app navigation that carries the 'stripped' flag over.
 */
export function useAppNavigate() {
  const navigate = useNavigate()
  const { search } = useLocation()
  return useCallback(
    (target: string, options: { replace?: boolean } = {}) => {
      if (isExternalTarget(target)) {
        if (options.replace) window.location.replace(target)
        else window.location.assign(target)
        return
      }
      const url = new URL(target, 'http://app.invalid')
      const carried = new URLSearchParams(url.search)
      for (const [name, value] of new URLSearchParams(strippedQuery(search))) {
        if (!carried.has(name)) carried.set(name, value)
      }
      const query = carried.toString()
      navigate({ pathname: url.pathname, search: query ? `?${query}` : '', hash: url.hash }, options)
    },
    [navigate, search],
  )
}
