import { describe, expect, it } from 'vitest'
import { href, type RouteName, routeTable } from './routes'

describe('href', () => {
  it('gives every route without parameters its path', () => {
    const plain = (Object.keys(routeTable) as RouteName[]).filter(
      (name) => !routeTable[name].path.includes(':'),
    )
    expect(plain.length).toBeGreaterThan(25)
    for (const name of plain) expect((href as (n: RouteName) => string)(name)).toBe(routeTable[name].path)
  })

  it('fills in parameters, URI-encoded', () => {
    expect(href('orderDetails', { orderCode: 'A 1/2?#' })).toBe('/orders/A%201%2F2%3F%23')
    expect(href('widgetShare', { productCode: 'p1' })).toBe('/online-products/p1')
    expect(href('album', { id: 'ä' })).toBe('/my-photos/albums/%C3%A4')
    expect(href('sharedAlbum', { id: 's1' })).toBe('/my-photos/shared-albums/s1')
    expect(href('photoExports', { backupId: 'b1' })).toBe('/my-photos/exports/b1')
    expect(href('photoPreview', { id: 'i 1' })).toBe('/my-photos/photos/preview/i%201')
    expect(href('albumPhotoPreview', { id: 'a', photoId: 'p/q' })).toBe('/my-photos/albums/a/preview/p%2Fq')
    expect(href('sharedAlbumPhotoPreview', { id: 'a', photoId: 'p' })).toBe(
      '/my-photos/shared-albums/a/preview/p',
    )
  })

  it('drops an optional parameter left out', () => {
    expect(href('changeAddress', { addressId: '7' })).toBe('/settings/address/7')
    expect(href('changeAddress')).toBe('/settings/address')
    expect(href('changeAddressB2b')).toBe('/settings/b2b/address')
    expect(href('changeAddressB2b', { addressId: 'x y' })).toBe('/settings/b2b/address/x%20y')
  })

  it('refuses missing, unknown and surplus parameters at compile time', () => {
    const refused = () => {
      // @ts-expect-error orderCode is required
      href('orderDetails')
      // @ts-expect-error orderCode is required
      href('orderDetails', {})
      // @ts-expect-error code is not a parameter of orderDetails
      href('orderDetails', { code: 'x' })
      // @ts-expect-error photoId is required too
      href('albumPhotoPreview', { id: 'a' })
      // @ts-expect-error orders takes no parameters
      href('orders', { orderCode: 'x' })
      // @ts-expect-error id is not a parameter of changeAddress
      href('changeAddress', { id: 'x' })
      // @ts-expect-error an optional parameter is left out, or given as a string
      href('changeAddress', {})
      // @ts-expect-error an optional parameter is left out, or given as a string
      href('changeAddress', { addressId: undefined })
      // @ts-expect-error no such route
      href('order')
    }
    expect(refused).toBeTypeOf('function')
  })
})
