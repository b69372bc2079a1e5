import type { AppConfig } from './config'
import { albumPhotosPageSize, sharedAlbumPhotosPageSize } from './photo-page-sizes'
import { readPhotoSort } from './photo-sort'

// A page's own first GETs that its address and the customer's stored sort name, which the head start
// (src/app/head-start.ts) can send at an address it remembers nothing of, beside the shell's calls (shell-calls.ts): a
// page opened for the first time on this device then has them as early as a page opened before (issue 40; decisions
// 0070 and 0071).

/**
 * The pages, written out so the head start does not load the route table (routes.ts): an order's, and an album's or a
 * shared album's, each with its preview.
 */
const orderPage = /^\/orders\/([^/]+)\/?$/
const albumPage = /^\/my-photos\/(albums|shared-albums)\/([^/]+)(?:\/preview\/[^/]+)?\/?$/

/** The address's own segment as the router hands it to the page: decoded; undefined when it cannot be. */
function segmentValue(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment) || undefined
  } catch {
    return undefined
  }
}

/**
 * As the service clients build them (queries/orders.ts, queries/photos/albums.ts, queries/shared-albums/shared-album.ts):
 * GET {orders}/v1/superorders/{code} on an order's page (its largest paint, the order's date, needs nothing else);
 * GET {photos}/albums/{id} and the album's first page of photos in the customer's sort on an album's page and its
 * preview; the same of the shared-albums service on a shared album's; nothing at any other address.
 */
export function pageCallsAt(pathname: string, config: AppConfig, storage: Storage | undefined): string[] {
  const order = segmentValue(orderPage.exec(pathname)?.[1])
  if (order) return [`${config.services.orders}/v1/superorders/${encodeURIComponent(order)}`]
  const [, kind, segment] = albumPage.exec(pathname) ?? []
  const album = segmentValue(segment)
  if (!album) return []
  const shared = kind === 'shared-albums'
  const { sortKey, sortOrder } = readPhotoSort(storage, shared ? 'sharedAlbumPhotos' : 'albumPhotos')
  const base = `${config.services[shared ? 'shared-albums' : 'photos']}/${kind}/${encodeURIComponent(album)}`
  const limit = shared ? sharedAlbumPhotosPageSize : albumPhotosPageSize
  return [base, `${base}/photos?limit=${limit}&sortKey=${sortKey}&sortOrder=${sortOrder}`]
}
