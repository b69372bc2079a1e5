import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import mockConfig from '../../../public/config.json'
import type { paths as OrdersPaths } from '../../generated/orders'
import type { ServiceClient } from '../api/clients'
import { campaignQuery } from '../queries/content'
import { ordersQuery } from '../queries/orders'
import { accountCountsQuery } from '../queries/photos/account-counts'
import { albumPhotosQuery, albumQuery, ownAlbumsQuery } from '../queries/photos/albums'
import { photoListQuery } from '../queries/photos/photo-list'
import { timelineSummaryQuery } from '../queries/photos/timeline'
import { productQuery } from '../queries/products'
import { sharedAlbumPhotosQuery, sharedAlbumQuery } from '../queries/shared-albums/shared-album'
import { widgetQuery } from '../queries/widgets/widget'
import { routeTable } from '../routes'
import type { AppConfig } from './config'
import { campaignNames } from './orders-page-requests'
import { pageCallsAt } from './page-calls'
import { type PhotoSort, writePhotoSort } from './photo-sort'

const config = mockConfig as unknown as AppConfig

/** An address of the route: each parameter a value, an optional one left out. */
const addressOf = (path: string) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1')

/** A client of the service at `baseUrl` that notes the URL of each request it is given. */
function notingClient(baseUrl: string) {
  const sent: string[] = []
  const fetch = async (request: Request) => {
    sent.push(request.url)
    return Response.json({})
  }
  return { sent, client: createClient<OrdersPaths>({ baseUrl, fetch }) }
}

/** What the orders client sends for an order's details (queries/orders.ts). */
async function orderCallOf(code: string): Promise<string> {
  const { sent, client } = notingClient(config.services.orders)
  await client.GET('/v1/superorders/{code}', { params: { path: { code } } })
  return sent[0]!
}

/** What My orders' queries send: the list, then each seasonal campaign (queries/orders.ts, queries/content.ts). */
async function ordersPageCalls(): Promise<string[]> {
  const orders = notingClient(config.services.orders)
  const content = notingClient(config.services.content)
  await firstPage(ordersQuery(orders.client as unknown as ServiceClient<'orders'>))
  for (const name of campaignNames)
    await firstPage(campaignQuery(content.client as unknown as ServiceClient<'content'>, name))
  return [...orders.sent, ...content.sent]
}

/** Runs a query's own queryFn, as TanStack Query does for a list's first page. */
const firstPage = (options: { queryFn?: unknown }) =>
  (options.queryFn as (context: unknown) => Promise<unknown>)({
    pageParam: undefined,
    signal: new AbortController().signal,
  })

/** What the album page's queries send: the album, then its first page of photos in `sort` (queries/photos/albums.ts). */
async function albumCallsOf(albumId: string, sort: PhotoSort): Promise<string[]> {
  const { sent, client } = notingClient(config.services.photos)
  const photos = client as unknown as ServiceClient<'photos'>
  await firstPage(albumQuery(photos, albumId))
  await firstPage(albumPhotosQuery(photos, albumId, sort))
  return sent
}

/** What an online product's share page sends: its widget, then its product (queries/widgets, queries/products.ts). */
async function sharePageCalls(productCode: string): Promise<string[]> {
  const widgets = notingClient(config.services.widgets)
  const products = notingClient(config.services.products)
  await firstPage(widgetQuery(widgets.client as unknown as ServiceClient<'widgets'>, productCode))
  await firstPage(productQuery(products.client as unknown as ServiceClient<'products'>, productCode))
  return [...widgets.sent, ...products.sent]
}

/** What the albums page's own albums send for their first page (queries/photos/albums.ts). */
async function albumsPageCalls(): Promise<string[]> {
  const { sent, client } = notingClient(config.services.photos)
  await firstPage(ownAlbumsQuery(client as unknown as ServiceClient<'photos'>))
  return sent
}

/** The same for a shared album (queries/shared-albums/shared-album.ts). */
async function sharedAlbumCallsOf(albumId: string, sort: PhotoSort): Promise<string[]> {
  const { sent, client } = notingClient(config.services['shared-albums'])
  const sharedAlbums = client as unknown as ServiceClient<'shared-albums'>
  await firstPage(sharedAlbumQuery(sharedAlbums, albumId))
  await firstPage(sharedAlbumPhotosQuery(sharedAlbums, albumId, sort))
  return sent
}

/**
 * What the photos' preview sends (features/photo-library/preview/use-preview-photos.ts): its photos' source in `sort`
 * (the list's first page, or the timeline's summary for the sort by date added), then the account's counts.
 */
async function photoPreviewCallsOf(sort: PhotoSort): Promise<string[]> {
  const { sent, client } = notingClient(config.services.photos)
  const photos = client as unknown as ServiceClient<'photos'>
  await firstPage(sort.sortKey === 'created' ? timelineSummaryQuery(photos) : photoListQuery(photos, sort))
  await firstPage(accountCountsQuery(photos))
  return sent
}

/** Local storage holding the customer's sort of a list, as the sort menu writes it. */
function storageWith(sort: PhotoSort, list: 'photos' | 'albumPhotos' | 'sharedAlbumPhotos'): Storage {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage
  writePhotoSort(storage, sort, list)
  return storage
}

const oldestTakenFirst: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'asc' }

describe('a page’s own first calls', () => {
  it('are sent at My orders, an order’s address, a share page, the albums, an album’s and a shared album’s (and their previews’) and the photos’ preview, at no other route’s', () => {
    const withCalls = [
      'orders',
      'orderDetails',
      'widgetShare',
      'albums',
      'album',
      'albumPhotoPreview',
      'sharedAlbum',
      'sharedAlbumPhotoPreview',
      'photoPreview',
    ]
    for (const [route, { path }] of Object.entries(routeTable)) {
      const calls = pageCallsAt(addressOf(path), config, undefined)
      expect(calls.length > 0, `${route} (${path})`).toBe(withCalls.includes(route))
    }
  })

  it('are the URL the orders client sends for the order the address names', async () => {
    expect(pageCallsAt('/orders/SO-100001-13', config, undefined)).toEqual([
      await orderCallOf('SO-100001-13'),
    ])
    // The router hands the page the decoded segment, which the client encodes again.
    expect(pageCallsAt('/orders/SO%201%2F%C3%A4', config, undefined)).toEqual([await orderCallOf('SO 1/ä')])
  })

  it('are the URLs My orders’ queries send: the list and the seasonal campaigns', async () => {
    for (const path of ['/orders', '/orders/']) {
      expect(pageCallsAt(path, config, undefined)).toEqual(await ordersPageCalls())
    }
  })

  it('are the URLs an online product’s share page sends: the widget and the product its address names', async () => {
    expect(pageCallsAt('/online-products/PC-100001-001', config, undefined)).toEqual(
      await sharePageCalls('PC-100001-001'),
    )
    // The router hands the page the decoded segment, which the clients encode again.
    expect(pageCallsAt('/online-products/PC%201%2F%C3%A4', config, undefined)).toEqual(
      await sharePageCalls('PC 1/ä'),
    )
  })

  it('are the URL the albums page sends for its first page of own albums', async () => {
    expect(pageCallsAt('/my-photos/albums', config, undefined)).toEqual(await albumsPageCalls())
  })

  const albumPages = [
    { page: 'album', prefix: '/my-photos/albums', list: 'albumPhotos', callsOf: albumCallsOf },
    {
      page: 'shared album',
      prefix: '/my-photos/shared-albums',
      list: 'sharedAlbumPhotos',
      callsOf: sharedAlbumCallsOf,
    },
  ] as const
  const otherList = { albumPhotos: 'sharedAlbumPhotos', sharedAlbumPhotos: 'albumPhotos' } as const
  const newestAddedFirst: PhotoSort = { sortKey: 'created', sortOrder: 'desc' }

  it.each(albumPages)(
    'are the URLs the $page page’s queries send: the album and its first photos in the customer’s sort',
    async ({ prefix, list, callsOf }) => {
      const sorted = storageWith(oldestTakenFirst, list)
      for (const path of [`${prefix}/a1`, `${prefix}/a1/preview/p1`]) {
        expect(pageCallsAt(path, config, sorted)).toEqual(await callsOf('a1', oldestTakenFirst))
      }
      // No sort chosen: the list's default (photo-sort.ts); the other album list's sort is that list's own.
      expect(pageCallsAt(`${prefix}/a1`, config, undefined)).toEqual(await callsOf('a1', newestAddedFirst))
      const otherSorted = storageWith(oldestTakenFirst, otherList[list])
      expect(pageCallsAt(`${prefix}/a1`, config, otherSorted)).toEqual(await callsOf('a1', newestAddedFirst))
      // The router hands the page the decoded segment, which the client encodes again.
      expect(pageCallsAt(`${prefix}/a%201%2F%C3%A4`, config, undefined)).toEqual(
        await callsOf('a 1/ä', newestAddedFirst),
      )
    },
  )

  it('are the URLs the photos’ preview sends: its photos’ source in the customer’s sort, and the counts', async () => {
    const path = '/my-photos/photos/preview/p1'
    // No sort chosen: the photos by the date taken, newest first (photo-sort.ts), from the list.
    expect(pageCallsAt(path, config, undefined)).toEqual(
      await photoPreviewCallsOf({ sortKey: 'dateTaken', sortOrder: 'desc' }),
    )
    expect(pageCallsAt(`${path}/`, config, storageWith(oldestTakenFirst, 'photos'))).toEqual(
      await photoPreviewCallsOf(oldestTakenFirst),
    )
    // By date added: month by month, from the timeline's summary.
    const oldestAddedFirst: PhotoSort = { sortKey: 'created', sortOrder: 'asc' }
    expect(pageCallsAt(path, config, storageWith(oldestAddedFirst, 'photos'))).toEqual(
      await photoPreviewCallsOf(oldestAddedFirst),
    )
    // An album's sort is not the photos'.
    expect(pageCallsAt(path, config, storageWith(oldestTakenFirst, 'albumPhotos'))).toEqual(
      await photoPreviewCallsOf({ sortKey: 'dateTaken', sortOrder: 'desc' }),
    )
  })

  it('are nothing for an address whose segment is not valid percent-encoding', () => {
    expect(pageCallsAt('/orders/%E0%A4%A', config, undefined)).toEqual([])
    expect(pageCallsAt('/online-products/%E0%A4%A', config, undefined)).toEqual([])
    expect(pageCallsAt('/my-photos/albums/%E0%A4%A', config, undefined)).toEqual([])
    expect(pageCallsAt('/my-photos/shared-albums/%E0%A4%A/preview/p1', config, undefined)).toEqual([])
  })
})
