import { matchPath } from 'react-router'
import type { FeatureFlag } from './platform/feature-flags'

/** Where a route renders: for anonymous visitors, signed in but outside the shell, in the shell, or full screen. */
export type RouteArea = 'outer' | 'outside-shell' | 'shell' | 'fullscreen'

export interface RouteEntry {
  path: string
  area: RouteArea
  /** Only for business customers; everyone else is sent to '/'. */
  b2bOnly?: boolean
  /**
   * Not for business customers (online products, docs/requirements/routes-and-access.md#routes-role-b2b); they are sent
   * to '/'.
   */
  consumerOnly?: boolean
  /** Active only while this flag is on; otherwise the guard sends the user to '/'. */
  flag?: FeatureFlag
}

/** The route tables of both spec documents (docs/requirements/routes-and-access.md#routes-table), by route name. */
export const routeTable = {
  home: { path: '/', area: 'shell' },
  accountDeleted: { path: '/account-deleted', area: 'outer' },
  changeEmailSuccess: { path: '/change-email-success', area: 'outer' },
  doubleOptInConfirmation: { path: '/subscription-confirmation', area: 'outer' },
  doubleOptInConfirmationSuccess: { path: '/subscription-confirmation-success', area: 'outer' },
  doubleOptInConfirmationError: { path: '/subscription-confirmation-error', area: 'outer' },
  deleteAccountConfirmation: { path: '/delete-account-confirmation', area: 'outside-shell' },
  deleteAccountError: { path: '/delete-account-error', area: 'outside-shell' },
  changeEmailConfirmation: { path: '/change-email-confirmation', area: 'outside-shell' },
  changeEmailError: { path: '/change-email-error', area: 'outside-shell' },
  logout: { path: '/logout', area: 'outside-shell' },
  savedProjects: { path: '/saved-projects', area: 'shell' },
  orders: { path: '/orders', area: 'shell' },
  orderDetails: { path: '/orders/:orderCode', area: 'shell' },
  downloads: { path: '/downloads', area: 'shell', flag: 'DownloadViewEnabled' },
  invoices: { path: '/invoices', area: 'shell', b2bOnly: true },
  ftpIntegration: { path: '/integration', area: 'shell', b2bOnly: true },
  settings: { path: '/settings', area: 'shell' },
  settingsB2b: { path: '/settings/b2b', area: 'shell', b2bOnly: true },
  changeEmail: { path: '/settings/email', area: 'shell' },
  changeEmailB2b: { path: '/settings/b2b/email', area: 'shell', b2bOnly: true },
  personalDetails: { path: '/settings/personal-details', area: 'shell' },
  paymentMethod: { path: '/settings/payment-method', area: 'shell', b2bOnly: true },
  addAddress: { path: '/settings/new-address', area: 'shell' },
  changeAddress: { path: '/settings/address/:addressId?', area: 'shell' },
  allAddresses: { path: '/settings/addresses/all', area: 'shell' },
  addAddressB2b: { path: '/settings/b2b/new-address', area: 'shell', b2bOnly: true },
  changeAddressB2b: { path: '/settings/b2b/address/:addressId?', area: 'shell', b2bOnly: true },
  widgets: { path: '/online-products', area: 'shell', consumerOnly: true },
  widgetShare: { path: '/online-products/:productCode', area: 'shell', consumerOnly: true },
  photoManagement: { path: '/my-photos', area: 'shell', flag: 'TimelineViewEnabled' },
  photos: { path: '/my-photos/photos', area: 'shell', flag: 'TimelineViewEnabled' },
  albums: { path: '/my-photos/albums', area: 'shell', flag: 'AlbumViewEnabled' },
  album: { path: '/my-photos/albums/:id', area: 'shell', flag: 'AlbumViewEnabled' },
  sharedAlbum: { path: '/my-photos/shared-albums/:id', area: 'shell', flag: 'SharedAlbumsViewEnabled' },
  photoExports: { path: '/my-photos/exports/:backupId', area: 'shell', flag: 'PhotoExportEnabled' },
  photoPreview: { path: '/my-photos/photos/preview/:id', area: 'fullscreen', flag: 'TimelineViewEnabled' },
  albumPhotoPreview: {
    path: '/my-photos/albums/:id/preview/:photoId',
    area: 'fullscreen',
    flag: 'AlbumViewEnabled',
  },
  sharedAlbumPhotoPreview: {
    path: '/my-photos/shared-albums/:id/preview/:photoId',
    area: 'fullscreen',
    flag: 'SharedAlbumsViewEnabled',
  },
} as const satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof routeTable

/** The parameters a path pattern names: `:orderCode` required, `:addressId?` optional. */
type ParamsOf<Path extends string> = Path extends `${string}/:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}/:${infer Name}?`
    ? { [K in Name]?: string }
    : Path extends `${string}/:${infer Name}`
      ? { [K in Name]: string }
      : unknown
type Params<N extends RouteName> = { [K in keyof ParamsOf<(typeof routeTable)[N]['path']>]-?: string }
/**
 * What `href` takes after the name: nothing for a path without parameters; for one whose parameters are all
 * optional, nothing or all of them (a present one is a string, never undefined); else its parameters.
 */
export type RouteParams<N extends RouteName> =
  unknown extends ParamsOf<(typeof routeTable)[N]['path']>
    ? []
    : Partial<Params<N>> extends ParamsOf<(typeof routeTable)[N]['path']>
      ? [] | [params: Params<N>]
      : [params: Params<N>]

/**
 * A route's address, for every internal link and redirect: `href('orderDetails', { orderCode })`. Parameters are
 * URI-encoded; optional ones left out (`href('changeAddress')`) drop their segment. A string-literal app path
 * elsewhere in src/app fails `src/app/internal-paths.test.ts`.
 */
export const href = ((name: RouteName, params: Record<string, string> = {}) =>
  routeTable[name].path.replace(/\/:(\w+)\??/g, (_, key: string) =>
    // biome-ignore lint/style/useTemplate: measured 18 bytes less gzip in the entry than a template literal
    key in params ? '/' + encodeURIComponent(params[key] as string) : '',
  )) as <N extends RouteName>(name: N, ...params: RouteParams<N>) => string

/** The guard: may this customer, with these flags, open the route? */
export function isRouteAllowed(
  entry: RouteEntry,
  customer: { isB2b: boolean },
  flags: Record<string, boolean>,
): boolean {
  if (entry.b2bOnly && !customer.isB2b) return false
  if (entry.consumerOnly && customer.isB2b) return false
  if (entry.flag && !flags[entry.flag]) return false
  return true
}

/** Whether a path belongs to an outer route, which anonymous visitors open without signing in. */
export function isOuterPath(pathname: string): boolean {
  return Object.values(routeTable).some((entry) => entry.area === 'outer' && matchPath(entry.path, pathname))
}
