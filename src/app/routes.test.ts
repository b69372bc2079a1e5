import { describe, expect, it } from 'vitest'
import { isOuterPath, isRouteAllowed, routeTable } from './routes'

describe('routeTable', () => {
  // The spec's routes must all be here; a route added since (npm run new:page) needs no edit of this list.
  it('holds every route of both spec documents at its path', () => {
    expect(routeTable.photos.path).toBe('/my-photos/photos')
    expect(routeTable.albumPhotoPreview.path).toBe('/my-photos/albums/:id/preview/:photoId')
    expect(routeTable.photoExports.path).toBe('/my-photos/exports/:backupId')
    expect(routeTable.ftpIntegration.path).toBe('/integration')
    expect(routeTable.widgets.path).toBe('/online-products')
    const specNames = [
      // the account area (docs/requirements/routes-and-access.md#routes-table)
      'home',
      'accountDeleted',
      'deleteAccountConfirmation',
      'deleteAccountError',
      'savedProjects',
      'orders',
      'orderDetails',
      'downloads',
      'settings',
      'settingsB2b',
      'changeEmailB2b',
      'personalDetails',
      'paymentMethod',
      'changeEmail',
      'changeEmailConfirmation',
      'changeEmailSuccess',
      'changeEmailError',
      'logout',
      'widgets',
      'widgetShare',
      'addAddress',
      'changeAddress',
      'allAddresses',
      'invoices',
      'ftpIntegration',
      'addAddressB2b',
      'changeAddressB2b',
      'doubleOptInConfirmation',
      'doubleOptInConfirmationSuccess',
      'doubleOptInConfirmationError',
      'photoManagement',
      'photos',
      'albums',
      // the photo library (docs/requirements/routes-and-access.md#routes-table)
      'photoPreview',
      'album',
      'albumPhotoPreview',
      'sharedAlbum',
      'sharedAlbumPhotoPreview',
      'photoExports',
    ]
    expect(specNames.filter((name) => !(name in routeTable))).toEqual([])
  })

  it('keeps paths unique', () => {
    const paths = Object.values(routeTable).map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('isRouteAllowed', () => {
  const flags = { TimelineViewEnabled: true, AlbumViewEnabled: false }

  it('opens b2b routes to business customers only', () => {
    expect(isRouteAllowed(routeTable.invoices, { isB2b: false }, flags)).toBe(false)
    expect(isRouteAllowed(routeTable.invoices, { isB2b: true }, flags)).toBe(true)
  })

  it('keeps business customers out of the online products (list and share page)', () => {
    for (const entry of [routeTable.widgets, routeTable.widgetShare]) {
      expect(isRouteAllowed(entry, { isB2b: true }, flags)).toBe(false)
      expect(isRouteAllowed(entry, { isB2b: false }, flags)).toBe(true)
    }
  })

  it('opens flagged routes only while their flag is on', () => {
    expect(isRouteAllowed(routeTable.photoPreview, { isB2b: false }, flags)).toBe(true)
    expect(isRouteAllowed(routeTable.albumPhotoPreview, { isB2b: false }, flags)).toBe(false)
  })

  it('opens /downloads only while DownloadViewEnabled is on', () => {
    expect(isRouteAllowed(routeTable.downloads, { isB2b: false }, { DownloadViewEnabled: true })).toBe(true)
    expect(isRouteAllowed(routeTable.downloads, { isB2b: false }, { DownloadViewEnabled: false })).toBe(false)
  })

  it('opens everything else', () => {
    expect(isRouteAllowed(routeTable.orders, { isB2b: false }, {})).toBe(true)
  })
})

describe('isOuterPath', () => {
  it('recognises the routes anonymous visitors may open', () => {
    expect(isOuterPath('/account-deleted')).toBe(true)
    expect(isOuterPath('/subscription-confirmation-error')).toBe(true)
    expect(isOuterPath('/my-photos/photos')).toBe(false)
    expect(isOuterPath('/logout')).toBe(false)
  })
})
