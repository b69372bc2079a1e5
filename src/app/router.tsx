import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router'
import { RobotsMeta } from './features/account-shell/robots-meta'
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
  sharedAlbum: () => import('./features/photo-library/albums-page').then((m) => m.SharedAlbumPage),
  logout: () => import('./features/account-shell/logout-page').then((m) => m.LogoutPage),
  home: () => import('./features/account-shell/home-page').then((m) => m.HomePage),
  accountDeleted: () =>
    import('./features/outer-pages/account-deleted-page').then((m) => m.AccountDeletedPage),
  changeEmailSuccess: () =>
    import('./features/outer-pages/change-email-success-page').then((m) => m.ChangeEmailSuccessPage),
  deleteAccountError: () =>
    import('./features/outer-pages/action-error-page').then((m) => m.DeleteAccountErrorPage),
  changeEmailError: () =>
    import('./features/outer-pages/action-error-page').then((m) => m.ChangeEmailErrorPage),
  photoPreview: () =>
    import('./features/photo-library/preview/photo-preview-page').then((m) => m.PhotoPreviewPage),
  albumPhotoPreview: () =>
    import('./features/albums/album-preview/album-preview-page').then((m) => m.AlbumPreviewPage),
  sharedAlbumPhotoPreview: () =>
    import('./features/shared-albums/shared-album-preview-page').then((m) => m.SharedAlbumPreviewPage),
  downloads: () => import('./features/downloads/downloads-page').then((m) => m.DownloadsPage),
  photoExports: () => import('./features/exports/export-page').then((m) => m.ExportPage),
}

const redirects: Partial<Record<RouteName, string>> = {
  photoManagement: '/my-photos/photos',
}

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
  const redirect = redirects[name]
  if (redirect) return { path: entry.path, Component: guarded(() => <RedirectKeepingQuery to={redirect} />) }
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
      Component: RootFrame,
      HydrateFallback: PageLoading,
      children: [
        {
          Component: Outlet,
          children: [...byArea('outer'), ...byArea('outside-shell'), ...byArea('fullscreen')],
        },
        {
          Component: ShellLayout,
          children: [...byArea('shell'), { path: '*', element: <Navigate to="/" replace /> }],
        },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}
