import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router'
import { RobotsMeta } from './features/account-shell/robots-meta'
import { RouteGuard } from './features/account-shell/route-guard'
import { ShellLayout } from './features/account-shell/shell-layout'
import type { PageRouteName } from './pages/page-registry'
import { type RouteEntry, type RouteName, routeTable } from './routes'
import { PageLoading } from './ui/page-loading'
import { RouteError, StandaloneRouteError } from './ui/route-error'

const redirects = {
  photoManagement: '/my-photos/photos',
} satisfies Partial<Record<RouteName, string>>

/** What every page has: the robots meta tag kept in step with the path. */
function RootFrame() {
  return (
    <>
      <RobotsMeta />
      <Outlet />
    </>
  )
}

/** A redirect that keeps the query string (the 'stripped' flag and the rest, as the tabs do). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation()
  return <Navigate to={{ pathname: to, search }} replace />
}

function routeFor(name: RouteName, entry: RouteEntry): RouteObject {
  const guarded = (Page: ComponentType) => () => (
    <RouteGuard entry={entry}>
      <Page />
    </RouteGuard>
  )
  const redirect = (redirects as Partial<Record<RouteName, string>>)[name]
  if (redirect) return { path: entry.path, Component: guarded(() => <RedirectKeepingQuery to={redirect} />) }
  return {
    path: entry.path,
    lazy: async () => {
      const { pages } = await pageRegistry
      return { Component: guarded(await pages[name as PageRouteName]()) }
    },
  }
}

/** Asked for once, as the router is made, so it arrives while the app signs in. */
let pageRegistry: Promise<typeof import('./pages/page-registry')>

export function buildRoutes(): RouteObject[] {
  pageRegistry ??= import('./pages/page-registry')
  const byArea = (area: RouteEntry['area']) =>
    (Object.entries(routeTable) as [RouteName, RouteEntry][])
      .filter(([, entry]) => entry.area === area)
      .map(([name, entry]) => routeFor(name, entry))
  // Each area has its own error boundary: a failed page keeps what surrounds it (in the shell, the menus).
  return [
    {
      Component: RootFrame,
      HydrateFallback: PageLoading,
      ErrorBoundary: StandaloneRouteError,
      children: [
        { ErrorBoundary: StandaloneRouteError, children: [...byArea('outer'), ...byArea('outside-shell')] },
        { ErrorBoundary: StandaloneRouteError, children: byArea('fullscreen') },
        {
          Component: ShellLayout,
          ErrorBoundary: StandaloneRouteError,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [...byArea('shell'), { path: '*', element: <Navigate to="/" replace /> }],
            },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}
