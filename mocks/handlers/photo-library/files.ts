import { type HttpHandler, HttpResponse, http } from 'msw'
import type { MockContext } from '../../context'
import {
  photoSvg,
  photosZip,
  type ThumbnailSize,
  thumbnailDimensions,
  thumbnailSizes,
} from '../../files/photo-library/photo-images'
import { problem } from '../operation'
import { checkArchiveSignature } from './archives'
import { findPhoto, photoIndex } from './library'

// The files behind the API's URLs: photos and thumbnails (plain image URLs, no token, like a CDN) and the
// archives' signed zip URLs. They are not documented operations.

// A photo's files never change (the picture is derived from its id), so they may be cached for good.
const svgHeaders = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
}

/** {photos base}/files/thumbnails/{imageId}/{300|800|1300}.svg and {photos base}/files/photos/{imageId}/{display|original}.svg */
export function photoFileHandlers(ctx: MockContext): HttpHandler[] {
  const base = `${ctx.services.photos}/files`
  return [
    http.get(`${base}/thumbnails/:imageId/:file`, ({ params }) => {
      const size = Number(String(params.file).replace(/\.svg$/, ''))
      const photo = findPhoto(ctx, decodeURIComponent(String(params.imageId)))
      if (
        !photo ||
        !thumbnailSizes.includes(size as ThumbnailSize) ||
        !String(params.file).endsWith('.svg')
      ) {
        return new HttpResponse(null, { status: 404 })
      }
      return new HttpResponse(photoSvg(photo, thumbnailDimensions(photo, size)), { headers: svgHeaders })
    }),
    http.get(`${base}/photos/:imageId/:file`, ({ params }) => {
      const variant = String(params.file)
      const photo = findPhoto(ctx, decodeURIComponent(String(params.imageId)))
      if (!photo || !['display.svg', 'original.svg'].includes(variant)) {
        return new HttpResponse(null, { status: 404 })
      }
      return new HttpResponse(photoSvg(photo, photo, { untouched: variant === 'original.svg' }), {
        headers: svgHeaders,
      })
    }),
  ]
}

/** {downloads base}/files/archives/{id}.zip?expires=…&signature=… (the signed URL of GET /downloads/{id}/url) */
export function archiveFileHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(`${ctx.services.downloads}/files/archives/:file`, ({ request, params }) => {
      const id = decodeURIComponent(String(params.file)).replace(/\.zip$/, '')
      const check = checkArchiveSignature(ctx, id, new URL(request.url).searchParams)
      if (check !== 'valid') {
        return problem(403, check === 'expired' ? 'The link has expired' : 'The link is not valid')
      }
      const archive = ctx.db.photoArchives.findFirst((q) => q.where({ id }))
      if (!archive) return problem(404, 'No such download')
      const photos = photoIndex(ctx)
      const files = archive.photoIds.flatMap((photoId) => photos.get(photoId) ?? [])
      return new HttpResponse(photosZip(files), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${archive.id}.zip"`,
        },
      })
    }),
  ]
}
