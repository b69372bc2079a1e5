import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { usePlatform } from '#app/platform/platform-context'
import { href, isRouteAllowed, type RouteEntry } from '#app/routes'

/** Sends the user to '/' when the route is not open to them (b2b only, or its flag is off). */
export function RouteGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const { identity, flags } = usePlatform()
  if (!isRouteAllowed(entry, { isB2b: identity?.isB2b ?? false }, flags))
    return <Navigate to={href('home')} replace />
  return children
}
