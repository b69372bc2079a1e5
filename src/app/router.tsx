import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { RouteGuard } from './features/account-shell/route-guard'
import { ShellLayout } from './features/account-shell/shell-layout'
import { type RouteEntry, type RouteName, routeTable } from './routes'
import { NotBuiltYet } from './ui/not-built-yet'
import { PageLoading } from './ui/page-loading'

type PageLoader = () => Promise<ComponentType>

/** The routes built so far; every other route of the table shows NotBuiltYet (listed in the README). */
const pages: Partial<Record<RouteName, PageLoader>> = {
  photos: () => import('./features/photo-library/photos-page').then((m) => m.PhotosPage),
  albums: () => import('./features/photo-library/albums-page').then((m) => m.AlbumsPage),
  album: () => import('./features/photo-library/albums-page').then((m) => m.AlbumPage),
  logout: () => import('./features/account-shell/logout-page').then((m) => m.LogoutPage),
  photoPreview: () =>
    import('./features/photo-library/preview/photo-preview-page').then((m) => m.PhotoPreviewPage),
  downloads: () => import('./features/downloads/downloads-page').then((m) => m.DownloadsPage),
  photoExports: () => import('./features/exports/export-page').then((m) => m.ExportPage),
}

const redirects: Partial<Record<RouteName, string>> = {
  photoManagement: '/my-photos/photos',
}

function routeFor(name: RouteName, entry: RouteEntry): RouteObject {
  const guarded = (Page: ComponentType) => () => (
    <RouteGuard entry={entry}>
      <Page />
    </RouteGuard>
  )
  const redirect = redirects[name]
  if (redirect) return { path: entry.path, Component: guarded(() => <Navigate to={redirect} replace />) }
  const load = pages[name]
  if (!load) return { path: entry.path, Component: guarded(NotBuiltYet) }
  return { path: entry.path, lazy: async () => ({ Component: guarded(await load()) }) }
}

export function buildRoutes(): RouteObject[] {
  const byArea = (area: RouteEntry['area']) =>
    (Object.entries(routeTable) as [RouteName, RouteEntry][])
      .filter(([, entry]) => entry.area === area)
      .map(([name, entry]) => routeFor(name, entry))
  return [
    {
      Component: Outlet,
      HydrateFallback: PageLoading,
      children: [...byArea('outer'), ...byArea('outside-shell'), ...byArea('fullscreen')],
    },
    {
      Component: ShellLayout,
      HydrateFallback: PageLoading,
      children: [...byArea('shell'), { path: '*', element: <Navigate to="/" replace /> }],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}
