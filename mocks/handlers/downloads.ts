import type { HttpHandler } from 'msw'
import type { operations } from '../../src/generated/downloads'
import { operationIndex } from '../../src/generated/downloads.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { type ArchiveOutcome, createArchive, signedArchiveUrl, toDownload } from './photo-library/archives'
import { archiveFileHandlers } from './photo-library/files'
import { accessTo, findAlbum, ownPhotoCheck, photoIndex, sharingOf } from './photo-library/library'

const { operation } = serviceOperations<operations>('downloads', operationIndex)

/** POST /downloads; with outcome 'error' the push channel reports a failed generation and nothing is stored. */
export function createDownloadHandler(ctx: MockContext, outcome: ArchiveOutcome = 'finished') {
  return operation(ctx, 'createDownload', async ({ user, body, reply }) => {
    const owns = ownPhotoCheck(ctx, user.sub)
    const unknown = body.photos.filter((id) => !owns(id))
    if (unknown.length > 0) {
      return reply(400, { message: 'Some photos are not in your library', details: unknown })
    }
    if (body.id && ctx.db.photoArchives.findFirst((q) => q.where({ id: body.id }))) {
      return reply(409, { message: 'A download with this id exists already' })
    }
    const download = await createArchive(
      ctx,
      user,
      {
        id: body.id ?? crypto.randomUUID(),
        name: body.name,
        photoIds: [...new Set(body.photos)],
        kind: 'photos',
      },
      outcome,
    )
    return reply(202, download)
  })
}

/** POST /shared-album-downloads; outcome as for POST /downloads. */
export function createSharedAlbumDownloadHandler(ctx: MockContext, outcome: ArchiveOutcome = 'finished') {
  return operation(ctx, 'createSharedAlbumDownload', async ({ user, body, reply }) => {
    if (body.photos.length !== body.owners.length) {
      return reply(400, { message: 'photos and owners must have the same length (one owner per photo)' })
    }
    // The shared albums the photos may come from: the one named, else every one the user owns or takes part in.
    const named = body.albumId ? findAlbum(ctx, body.albumId) : undefined
    if (body.albumId && !(named && accessTo(ctx, user.sub, named) && sharingOf(ctx, named.albumId))) {
      return reply(400, { message: 'No such shared album', details: [body.albumId] })
    }
    const albums = named
      ? [named]
      : [
          ...ctx.db.sharedAlbums.findMany((q) => q.where({ ownerSub: user.sub })).map((s) => s.albumId),
          ...ctx.db.sharedAlbumParticipants
            .findMany((q) => q.where({ userSub: user.sub }))
            .map((p) => p.albumId),
        ].flatMap((albumId) => findAlbum(ctx, albumId) ?? [])
    const readable = new Set(albums.flatMap((album) => album.photoIds))
    const photos = photoIndex(ctx)
    const problems = body.photos.flatMap((photoId, index) => {
      const photo = readable.has(photoId) ? photos.get(photoId) : undefined
      if (!photo) return [`photos/${index}: ${photoId} is not in a shared album you can read`]
      if (photo.ownerSub !== body.owners[index])
        return [`owners/${index}: ${photoId} is not owned by ${body.owners[index]}`]
      return []
    })
    if (problems.length > 0)
      return reply(400, { message: 'Some photos cannot be downloaded', details: problems })
    const download = await createArchive(
      ctx,
      user,
      {
        id: crypto.randomUUID(),
        name: named?.albumName,
        photoIds: [...new Set(body.photos)],
        kind: 'shared-album',
      },
      outcome,
    )
    return reply(202, download)
  })
}

/** The download service: zip archives of photos, announced on the push channel. */
export function downloadsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    ...archiveFileHandlers(ctx),
    operation(ctx, 'listDownloads', ({ user, reply }) => {
      const archives = ctx.db.photoArchives
        .findMany((q) => q.where({ ownerSub: user.sub }))
        .sort((a, b) => b.created.localeCompare(a.created))
      return reply(200, { items: archives.map(toDownload) })
    }),
    createDownloadHandler(ctx),
    operation(ctx, 'getDownloadUrl', ({ user, path, reply }) => {
      const archive = ctx.db.photoArchives.findFirst((q) => q.where({ id: path.id, ownerSub: user.sub }))
      if (!archive) return reply(404, { message: 'No such download' })
      if (Date.parse(archive.readyAt) > ctx.clock.now()) {
        return reply(409, { message: 'The download is still being prepared' })
      }
      return reply(200, { url: signedArchiveUrl(ctx, archive.id) })
    }),
    createSharedAlbumDownloadHandler(ctx),
  ]
}
