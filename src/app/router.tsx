import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router'
import { RobotsMeta } from './features/account-shell/robots-meta'
import { RouteGuard } from './features/account-shell/route-guard'
import { ShellLayout } from './features/account-shell/shell-layout'
import { type RouteEntry, type RouteName, routeTable } from './routes'
import { PageLoading } from './ui/page-loading'
import { RouteError, StandaloneRouteError } from './ui/route-error'

type PageLoader = () => Promise<ComponentType>

/** The routes built so far; every other route of the table shows NotBuiltYet (listed in the README). */
const pages: Partial<Record<RouteName, PageLoader>> = {
  photos: () => import('./pages/photos-page').then((m) => m.PhotosPage),
  albums: () => import('./pages/albums-page').then((m) => m.AlbumsPage),
  album: () => import('./pages/album-page').then((m) => m.AlbumPage),
  sharedAlbum: () => import('./pages/shared-album-page').then((m) => m.SharedAlbumPage),
  logout: () => import('./pages/logout-page').then((m) => m.LogoutPage),
  home: () => import('./pages/home-page').then((m) => m.HomePage),
  accountDeleted: () => import('./pages/account-deleted-page').then((m) => m.AccountDeletedPage),
  changeEmailSuccess: () => import('./pages/change-email-success-page').then((m) => m.ChangeEmailSuccessPage),
  deleteAccountError: () => import('./pages/delete-account-error-page').then((m) => m.DeleteAccountErrorPage),
  changeEmailError: () => import('./pages/change-email-error-page').then((m) => m.ChangeEmailErrorPage),
  photoPreview: () => import('./pages/photo-preview-page').then((m) => m.PhotoPreviewPage),
  albumPhotoPreview: () => import('./pages/album-preview-page').then((m) => m.AlbumPreviewPage),
  sharedAlbumPhotoPreview: () =>
    import('./pages/shared-album-preview-page').then((m) => m.SharedAlbumPreviewPage),
  downloads: () => import('./pages/downloads-page').then((m) => m.DownloadsPage),
  photoExports: () => import('./pages/export-page').then((m) => m.ExportPage),
  savedProjects: () => import('./pages/saved-projects-page').then((m) => m.SavedProjectsPage),
  doubleOptInConfirmation: () =>
    import('./pages/subscription-confirmation-page').then((m) => m.SubscriptionConfirmationPage),
  doubleOptInConfirmationSuccess: () =>
    import('./pages/subscription-result-pages').then((m) => m.SubscriptionSuccessPage),
  doubleOptInConfirmationError: () =>
    import('./pages/subscription-result-pages').then((m) => m.SubscriptionErrorPage),
  changeEmailConfirmation: () =>
    import('./pages/account-confirmation-pages').then((m) => m.ChangeEmailConfirmationPage),
  deleteAccountConfirmation: () =>
    import('./pages/account-confirmation-pages').then((m) => m.DeleteAccountConfirmationPage),
  changeEmail: () => import('./pages/change-email-page').then((m) => m.ChangeEmailPage),
  changeEmailB2b: () => import('./pages/change-email-page').then((m) => m.ChangeEmailPage),
  settings: () => import('./pages/settings-page').then((m) => m.SettingsPage),
  settingsB2b: () => import('./pages/settings-page').then((m) => m.SettingsB2bPage),
  personalDetails: () => import('./pages/personal-details-page').then((m) => m.PersonalDetailsPage),
  ftpIntegration: () => import('./pages/ftp-integration-page').then((m) => m.FtpIntegrationPage),
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
  // A route not built yet loads its placeholder like a page, so it costs the entry nothing.
  const loadPage = load ?? (() => import('./ui/not-built-yet').then((m) => m.NotBuiltYet))
  return { path: entry.path, lazy: async () => ({ Component: guarded(await loadPage()) }) }
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
