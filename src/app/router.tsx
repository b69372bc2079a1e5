import { type ComponentType, use, useEffect } from 'react'
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router'
import { RobotsMeta } from './features/account-shell/robots-meta'
import { RouteGuard } from './features/account-shell/route-guard'
import { ShellLayout } from './features/account-shell/shell-layout'
import type { OtherPageName } from './pages/page-registry'
import { usePrimaryContentShown } from './platform/primary-content'
import { href, type RouteEntry, type RouteName, routeTable } from './routes'
import { preloadRouteErrorPage, RouteError, StandaloneRouteError } from './ui/route-error'
import { RouteErrorBoundary } from './ui/route-error-boundary'

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

/**
 * Each page's code, loaded once per document, by the address's first render or ahead of it (preloadPageAt): a
 * navigation to a page whose code has not come yet waits for it in the transition React Router renders the new
 * address in, the old page staying on screen meanwhile. A page whose code failed stays failed until the next load,
 * whose new files the error page's retry brings (ui/route-error-page.tsx).
 */
const pageLoads = new Map<RouteName, Promise<ComponentType>>()
const loadedPages = new Map<RouteName, ComponentType>()

function pageLoad(name: RouteName): Promise<ComponentType> {
  let load = pageLoads.get(name)
  if (!load) {
    load = loadPage(name)
    load.then((page) => loadedPages.set(name, page)).catch(() => undefined)
    pageLoads.set(name, load)
  }
  return load
}

/** A route's page: My photos, the first screen most visits open, straight away; any other first loads the registry. */
async function loadPage(name: RouteName): Promise<ComponentType> {
  if (name === 'photos') return loadPhotosPage()
  return (await import('./pages/page-registry')).pages[name as OtherPageName]()
}

function LazyPage({ name }: { name: RouteName }) {
  const Page = loadedPages.get(name) ?? use(pageLoad(name))
  return <Page />
}

/**
 * Loads the page of the address the app opens at while config, messages and sign-in are still on their way; the app
 * renders once it has come (main.tsx), so the first render finds it. A failure is left to the page's route, which
 * reports it on the page.
 */
export function preloadPageAt(pathname: string): Promise<void> {
  const match = (Object.entries(routeTable) as [RouteName, RouteEntry][]).find(
    ([name, entry]) => !(name in redirects) && matchPath(entry.path, pathname),
  )
  return match
    ? pageLoad(match[0]).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
}

function routeFor(name: RouteName, entry: RouteEntry) {
  const redirect = (redirects as Partial<Record<RouteName, string>>)[name]
  return (
    <Route
      key={name}
      path={entry.path}
      element={
        <RouteGuard entry={entry}>
          {redirect ? <RedirectKeepingQuery to={redirect} /> : <LazyPage name={name} />}
        </RouteGuard>
      }
    />
  )
}

const byArea = (area: RouteEntry['area']) =>
  (Object.entries(routeTable) as [RouteName, RouteEntry][])
    .filter(([, entry]) => entry.area === area)
    .map(([name, entry]) => routeFor(name, entry))

/** An area's pages inside their error boundary: a failed page keeps what surrounds it (in the shell, the menus). */
export function Area({ inShell = false }: { inShell?: boolean }) {
  return (
    <RouteErrorBoundary fallback={inShell ? <RouteError /> : <StandaloneRouteError />}>
      <Outlet />
    </RouteErrorBoundary>
  )
}

/** The routes of every address of the route table (routes.ts), each area inside its error boundary. */
export function appRoutes() {
  return (
    <Route
      element={
        <RouteErrorBoundary fallback={<StandaloneRouteError />}>
          <RootFrame />
        </RouteErrorBoundary>
      }
    >
      <Route element={<Area />}>
        {byArea('outer')}
        {byArea('outside-shell')}
      </Route>
      <Route element={<Area />}>{byArea('fullscreen')}</Route>
      <Route
        element={
          <RouteErrorBoundary fallback={<StandaloneRouteError />}>
            <ShellLayout />
          </RouteErrorBoundary>
        }
      >
        <Route element={<Area inShell />}>
          {byArea('shell')}
          <Route path="*" element={<Navigate to={href('home')} replace />} />
        </Route>
      </Route>
    </Route>
  )
}

/**
 * The app's routes, in React Router's declarative mode: its data router would bring about 18 kB gzip more to every
 * page, for loaders, actions and fetchers the app does not use (decision 0069).
 */
export function AppRoutes() {
  return <Routes>{appRoutes()}</Routes>
}
