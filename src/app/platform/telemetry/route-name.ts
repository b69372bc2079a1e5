import { matchPath } from 'react-router'
import { type RouteEntry, type RouteName, routeTable } from '#app/routes'

/** The route table's name for a path (its ids left out), for reports; `unknown` for a path of no route. */
export function routeNameAt(pathname: string): string {
  const found = (Object.entries(routeTable) as [RouteName, RouteEntry][]).find(([, entry]) =>
    matchPath(entry.path, pathname),
  )
  return found?.[0] ?? 'unknown'
}
