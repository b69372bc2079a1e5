import { type ComponentType, useEffect } from 'react'
import { createBrowserRouter, matchPath, Navigate, Outlet, type RouteObject, useLocation } from 'react-router'
import { RobotsMeta } from './features/account-shell/robots-meta'
import { RouteGuard } from './features/account-shell/route-guard'
import { ShellLayout } from './features/account-shell/shell-layout'
import type { OtherPageName } from './pages/page-registry'
import { watchNavigation } from './platform/navigation-pending'
import { usePrimaryContentShown } from './platform/primary-content'
import { href, type RouteEntry, type RouteName, routeTable } from './routes'
import { PageLoading } from './ui/page-loading'
import { preloadRouteErrorPage, RouteError, StandaloneRouteError } from './ui/route-error'

/** Kept out of the registry: the registry (about 3 kB gzip) would otherwise sit on the photos screen's path. */
const loadPhotosPage = () => import('./pages/photos-page').then((m) => m.PhotosPage)

const redirects = {
  photoManagement: href('photos'),
} satisfies Partial<Record<RouteName, string>>

/**
 * What every page has: the robots meta tag kept in step with the path; once the page is there, the code a failure or
 * a lost network needs (the error page, a write's wait for the network).
 */
function RootFrame() {
  const shown = usePrimaryContentShown(useLocation().pathname)
  useEffect(() => {
    if (!shown) return
    void preloadRouteErrorPage()
    void import('./platform/when-online').catch(() => undefined)
  }, [shown])
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
  return { path: entry.path, lazy: async () => ({ Component: guarded(await loadPage(name)) }) }
}

/** A route's page: My photos, the first screen most visits open, straight away; any other first loads the registry. */
async function loadPage(name: RouteName): Promise<ComponentType> {
  if (name === 'photos') return loadPhotosPage()
  return (await import('./pages/page-registry')).pages[name as OtherPageName]()
}

/**
 * Starts loading the page of the address the app opens at while config, messages and sign-in are still on their way,
 * so the route's lazy() finds its modules loaded. A failure is left to lazy(), which reports it on the page.
 */
export function preloadPageAt(pathname: string) {
  const match = (Object.entries(routeTable) as [RouteName, RouteEntry][]).find(
    ([name, entry]) => !(name in redirects) && matchPath(entry.path, pathname),
  )
  if (match) loadPage(match[0]).catch(() => undefined)
}

export function buildRoutes(): RouteObject[] {
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
              children: [...byArea('shell'), { path: '*', element: <Navigate to={href('home')} replace /> }],
            },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes())
  // Dialogs ask whether a navigation is under way before they take their history entry back (navigation-pending.ts).
  watchNavigation(router)
  return router
}
