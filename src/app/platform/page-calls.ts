import type { AppConfig } from './config'
import { campaignNames, ordersFilter } from './orders-page-requests'
import {
  albumPhotosPageSize,
  albumsPageLimit,
  photosPageSize,
  sharedAlbumPhotosPageSize,
} from './photo-page-sizes'
import { type PhotoSort, readPhotoSort } from './photo-sort'
import { productDetailsQuery } from './share-page-requests'

// A page's own first GETs that its address and the customer's stored sort name, which the head start
// (src/app/head-start.ts) can send at an address it remembers nothing of, beside the shell's calls (shell-calls.ts): a
// page opened for the first time on this device then has them as early as a page opened before (issue 40; decisions
// 0070, 0071, 0072 and 0073).

/**
 * The pages, written out so the head start does not load the route table (routes.ts): My orders, an order's, an
 * online product's share page, the albums, an album's or a shared album's, each with its preview, and the photos'
 * preview.
 */
const ordersPage = /^\/orders\/?$/
const albumsPage = /^\/my-photos\/albums\/?$/
const orderPage = /^\/orders\/([^/]+)\/?$/
const sharePage = /^\/online-products\/([^/]+)\/?$/
const albumPage = /^\/my-photos\/(albums|shared-albums)\/([^/]+)(?:\/preview\/[^/]+)?\/?$/
const photoPreviewPage = /^\/my-photos\/photos\/preview\/[^/]+\/?$/

/** The address's own segment as the router hands it to the page: decoded; undefined when it cannot be. */
function segmentValue(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment) || undefined
  } catch {
    return undefined
  }
}

/** The query string openapi-fetch writes for a flat query object: its keys in order, each value encoded. */
const queryOf = (query: Record<string, string | number | boolean>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')

/**
 * As the service clients build them (queries/orders.ts, queries/content.ts, queries/widgets/widget.ts,
 * queries/products.ts, queries/photos/albums.ts, queries/shared-albums/shared-album.ts): on My orders the list and the
 * seasonal campaigns whose deadlines it shows with it; GET {orders}/v1/superorders/{code} on an order's page (its
 * largest paint, the order's date, needs nothing else); the widget and the product on an online product's share page;
 * on the albums the first page of own albums (the customer's shared albums, behind a flag the customer's device may
 * set, come after it); GET {photos}/albums/{id} and the album's first page of photos in the customer's sort on an
 * album's page and its preview; the same of the shared-albums service on a shared album's; on the photos' preview
 * the source of its photos in the customer's sort (the first page of GET {photos}/photos, or the timeline's summary
 * for the sort by date added: features/photo-library/preview/use-preview-photos.ts) and the account's counts; nothing
 * at any other address.
 */
export function pageCallsAt(pathname: string, config: AppConfig, storage: Storage | undefined): string[] {
  if (ordersPage.test(pathname))
    return [
      `${config.services.orders}/v2/superorders/me?${queryOf(ordersFilter)}`,
      ...campaignNames.map((name) => `${config.services.content}/v1/Campaign/${encodeURIComponent(name)}`),
    ]
  if (albumsPage.test(pathname))
    return [`${config.services.photos}/albums?${queryOf({ limit: albumsPageLimit(undefined) })}`]
  const order = segmentValue(orderPage.exec(pathname)?.[1])
  if (order) return [`${config.services.orders}/v1/superorders/${encodeURIComponent(order)}`]
  const product = segmentValue(sharePage.exec(pathname)?.[1])
  if (product)
    return [
      `${config.services.widgets}/v1/widget/${encodeURIComponent(product)}`,
      `${config.services.products}/v1/Products/${encodeURIComponent(product)}?${queryOf(productDetailsQuery)}`,
    ]
  if (photoPreviewPage.test(pathname)) return photoPreviewCalls(config, storage)
  const [, kind, segment] = albumPage.exec(pathname) ?? []
  const album = segmentValue(segment)
  if (!album) return []
  const shared = kind === 'shared-albums'
  const sort = readPhotoSort(storage, shared ? 'sharedAlbumPhotos' : 'albumPhotos')
  const base = `${config.services[shared ? 'shared-albums' : 'photos']}/${kind}/${encodeURIComponent(album)}`
  return [base, sortedPhotos(base, shared ? sharedAlbumPhotosPageSize : albumPhotosPageSize, sort)]
}

/** The first page of a photo list under `base` in `sort`, as the queries send it. */
const sortedPhotos = (base: string, limit: number, { sortKey, sortOrder }: PhotoSort) =>
  `${base}/photos?limit=${limit}&sortKey=${sortKey}&sortOrder=${sortOrder}`

/** The photos' preview: its photos as the sort chooses their source, then the account's counts ('n of m'). */
function photoPreviewCalls(config: AppConfig, storage: Storage | undefined): string[] {
  const base = config.services.photos
  const sort = readPhotoSort(storage, 'photos')
  const photos =
    sort.sortKey === 'created' ? `${base}/users/timeline` : sortedPhotos(base, photosPageSize, sort)
  return [photos, `${base}/users/counts`]
}
