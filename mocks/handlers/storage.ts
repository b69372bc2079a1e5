import { type HttpHandler, HttpResponse, http } from 'msw'
import { z } from 'zod'
import type { components, operations } from '../../src/generated/storage'
import { operationIndex } from '../../src/generated/storage.operations'
import type { MockContext } from '../context'
import { photoUploadId, type UploadRecord, uploadRecordOf } from '../db/collections/storage'
import { findUser } from '../db/database'
import type { UserRecord } from '../db/schemas'
import { generatedPng } from '../files/storage/generated-images'
import { keepUploadedFile, uploadedFile } from '../files/storage/uploaded-files'
import { verifiedSubject } from '../identity/tokens'
import { mswPath, problem, registerOperation, serviceOperations } from './operation'
import { imageFileInfo } from './storage/image-files'

const { operation } = serviceOperations<operations>('storage', operationIndex)

type Upload = components['schemas']['Upload']

/** Device uploads larger than this answer 413. */
export const maxUploadBytes = 50 * 1024 * 1024
const extensions = { 'image/heic': 'heic', 'image/jpeg': 'jpg', 'image/png': 'png' } as const
/** The size a photo gets when its header does not tell (a 12 MP phone photo). */
const defaultSize = { width: 4032, height: 3024 }

function uploadView(ctx: MockContext, upload: UploadRecord): Upload {
  return {
    uploadId: upload.uploadId,
    accountId: upload.accountId,
    imageId: upload.imageId,
    fileName: upload.fileName,
    contentType: upload.contentType,
    size: upload.size,
    created: upload.created,
    uploadEnd: upload.uploadEnd,
    url: `${ctx.services.storage}/files/uploads/${encodeURIComponent(upload.uploadId)}`,
  }
}

async function signedInUser(ctx: MockContext, request: Request): Promise<UserRecord | undefined> {
  const header = request.headers.get('Authorization') ?? ''
  const sub = header.startsWith('Bearer ') ? await verifiedSubject(header.slice(7), 'access') : undefined
  return sub ? findUser(ctx.db, sub) : undefined
}

type UploadPhotoResponses = operations['uploadPhoto']['responses']
function replyUpload<S extends keyof UploadPhotoResponses & number>(
  status: S,
  body: UploadPhotoResponses[S]['content']['application/json'],
): Response {
  return HttpResponse.json(body, { status })
}

const dateTime = z.iso.datetime({ offset: true })

/**
 * POST /uploads (multipart/form-data): the file becomes a photo in the user's library. Not built with
 * `operation()`: its request check reads bodies as JSON, and this body is multipart; the same 401 and 400 come
 * first here.
 */
function uploadPhotoHandler(ctx: MockContext): HttpHandler {
  const { method, path } = operationIndex.uploadPhoto
  const handler = http[method](mswPath(ctx.services.storage!, path), async ({ request }) => {
    const user = await signedInUser(ctx, request)
    if (!user) return problem(401, 'A valid bearer access token is required')
    const accountId = new URL(request.url).searchParams.get('accountId')
    if (!accountId)
      return replyUpload(400, {
        message: 'The request is not valid',
        details: ["query must have required property 'accountId'"],
      })
    if (accountId !== user.accountId) return replyUpload(403, { message: 'This is not your account' })
    if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return replyUpload(415, {
        message: 'The body must be multipart/form-data with the photo in the part "file"',
      })
    }
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return replyUpload(400, {
        message: 'The request is not valid',
        details: ['body is not valid multipart/form-data'],
      })
    }
    const file = form.get('file')
    if (!file || typeof file === 'string') {
      return replyUpload(400, {
        message: 'The request is not valid',
        details: ['body must have the file part "file"'],
      })
    }
    if (file.size === 0)
      return replyUpload(400, { message: 'The request is not valid', details: ['body/file is empty'] })
    if (file.size > maxUploadBytes) return replyUpload(413, { message: 'The file is larger than 50 MB' })
    const dateTaken = form.get('dateTaken')
    if (dateTaken !== null && (typeof dateTaken !== 'string' || !dateTime.safeParse(dateTaken).success)) {
      return replyUpload(400, {
        message: 'The request is not valid',
        details: ['body/dateTaken must be a date-time'],
      })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const info = imageFileInfo(bytes)
    if (!info) return replyUpload(415, { message: 'Only heic, jpeg and png photos can be uploaded' })

    const now = new Date(ctx.clock.now()).toISOString()
    const imageId = crypto.randomUUID()
    const uploadId = crypto.randomUUID()
    const fileName = file.name || `photo.${extensions[info.contentType]}`
    await ctx.db.photos.create({
      imageId,
      ownerSub: user.sub,
      localFileName: fileName,
      created: now,
      ...(dateTaken ? { dateTaken: new Date(dateTaken).toISOString() } : {}),
      width: info.width ?? defaultSize.width,
      height: info.height ?? defaultSize.height,
      uploadId,
      uploadEnd: now,
    })
    const upload = await ctx.db.uploads.create({
      uploadId,
      ownerSub: user.sub,
      accountId: user.accountId,
      imageId,
      fileName,
      contentType: info.contentType,
      size: bytes.byteLength,
      created: now,
      uploadEnd: now,
    })
    keepUploadedFile(upload.uploadId, bytes, info.contentType)
    ctx.db.changed()
    return replyUpload(201, uploadView(ctx, upload))
  })
  return registerOperation(handler, { service: 'storage', operationId: 'uploadPhoto' })
}

/**
 * An upload of the user's account: a stored one, else the upload a library photo came with (the photo service
 * names one for every photo, one per upload day for the seeded library): described by its first photo.
 */
function findUpload(ctx: MockContext, user: UserRecord, uploadId: string): UploadRecord | undefined {
  const stored = ctx.db.uploads.findFirst((q) =>
    q.where((record) => record.uploadId === uploadId && record.accountId === user.accountId),
  )
  if (stored) return stored
  const photo = ctx.db.photos
    .findMany((q) => q.where((record) => record.ownerSub === user.sub && photoUploadId(record) === uploadId))
    .sort((a, b) => a.created.localeCompare(b.created))[0]
  if (!photo) return undefined
  return uploadRecordOf(
    photo,
    user,
    uploadId,
    photo.uploadEnd ?? new Date(Date.parse(photo.created) + 5_000).toISOString(),
  )
}

/** The uploaded file behind an upload's url (not a documented operation: the link is what the service hands out). */
function uploadedFileHandler(ctx: MockContext): HttpHandler {
  return http.get(`${ctx.services.storage}/files/uploads/:uploadId`, ({ params }) => {
    const uploadId = String(params.uploadId)
    const known =
      ctx.db.uploads.findFirst((q) => q.where({ uploadId })) ??
      ctx.db.photos.findFirst((q) => q.where((photo) => photoUploadId(photo) === uploadId))
    if (!known) return problem(404, 'No such upload')
    // The mock keeps only this session's files; seeded and older uploads get a generated stand-in image.
    const kept = uploadedFile(uploadId)
    return new HttpResponse(kept?.bytes ?? generatedPng(`upload/${uploadId}`), {
      headers: { 'Content-Type': kept?.contentType ?? 'image/png' },
    })
  })
}

/** The storage service: uploads from the device (into the library) and anonymous (QR code) uploads. */
export function storageHandlers(ctx: MockContext): HttpHandler[] {
  return [
    uploadPhotoHandler(ctx),
    operation(ctx, 'getUpload', ({ user, path, query, reply }) => {
      const upload = query.accountId === user.accountId ? findUpload(ctx, user, path.id) : undefined
      if (!upload) return reply(404, { message: 'No upload with this id under this account' })
      return reply(200, uploadView(ctx, upload))
    }),
    operation(ctx, 'getAnonymousUploads', ({ body, reply }) => {
      const found = [...new Set(body)].flatMap((uploadId) => {
        const upload = ctx.db.uploads.findFirst((q) =>
          q.where((record) => record.uploadId === uploadId && record.accountId === null),
        )
        return upload ? [uploadView(ctx, upload)] : []
      })
      if (found.length === 0) return reply(404, { message: 'None of these ids is an anonymous upload' })
      return reply(200, found)
    }),
    uploadedFileHandler(ctx),
  ]
}
