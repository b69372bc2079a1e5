import { type HttpHandler, HttpResponse, http } from 'msw'
import type { MockContext } from '../../context'
import type { PhotoRecord } from '../../db/schemas'
import {
  photoSvg,
  photosZip,
  type ThumbnailSize,
  thumbnailDimensions,
  thumbnailSizes,
} from '../../files/photo-library/photo-images'
import { displayableUpload } from '../../files/storage/uploaded-files'
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

/**
 * A photo uploaded in this session shows its uploaded file (jpeg or png, or for HEIC, which browsers do not show,
 * the file decoded to JPEG) as every thumbnail, display and original. Uploads from before a reload (and HEIC in
 * Node) have none: they get the generated pictures.
 */
async function uploadedFileResponse(photo: PhotoRecord): Promise<Response | undefined> {
  const kept = photo.uploadId ? await displayableUpload(photo.uploadId) : undefined
  if (!kept) return undefined
  return new HttpResponse(kept.bytes, {
    headers: { 'Content-Type': kept.contentType, 'Cache-Control': 'no-cache' },
  })
}

/** {photos base}/files/thumbnails/{imageId}/{300|800|1300}.svg and {photos base}/files/photos/{imageId}/{display|original}.svg */
export function photoFileHandlers(ctx: MockContext): HttpHandler[] {
  const base = `${ctx.services.photos}/files`
  return [
    http.get(`${base}/thumbnails/:imageId/:file`, async ({ params }) => {
      const file = String(params.file)
      const size = Number(file.replace(/\.svg$/, ''))
      const photo = findPhoto(ctx, decodeURIComponent(String(params.imageId)))
      if (!photo || !thumbnailSizes.includes(size as ThumbnailSize) || !file.endsWith('.svg')) {
        return new HttpResponse(null, { status: 404 })
      }
      // An uploaded file only under the size's own name (300.svg, not 0300.svg or 3e2.svg).
      const uploaded = file === `${size}.svg` ? await uploadedFileResponse(photo) : undefined
      return (
        uploaded ??
        new HttpResponse(photoSvg(photo, thumbnailDimensions(photo, size)), { headers: svgHeaders })
      )
    }),
    http.get(`${base}/photos/:imageId/:file`, async ({ params }) => {
      const variant = String(params.file)
      const photo = findPhoto(ctx, decodeURIComponent(String(params.imageId)))
      if (!photo || !['display.svg', 'original.svg'].includes(variant)) {
        return new HttpResponse(null, { status: 404 })
      }
      return (
        (await uploadedFileResponse(photo)) ??
        new HttpResponse(photoSvg(photo, photo, { untouched: variant === 'original.svg' }), {
          headers: svgHeaders,
        })
      )
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
