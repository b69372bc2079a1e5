import type { operations } from '../../src/generated/photos'
import { operationIndex } from '../../src/generated/photos.operations'
import type { MockContext } from '../context'
import type { PhotoAccountRecord } from '../db/collections/photo-library'
import type { AlbumRecord } from '../db/schemas'
import { serviceOperations } from './operation'
import { albumNameNotValid, refusedAlbumName } from './photo-library/album-name'
import { photoFileHandlers } from './photo-library/files'
import {
  type Album,
  accessTo,
  albumPhotos,
  albumSortKey,
  albumsSharedWith,
  deleteAllPhotosOf,
  deletePhotoRecords,
  findAlbum,
  ownPhotoCheck,
  photoCountOf,
  photoIndex,
  photoPage,
  photoSortKey,
  type SharedAlbum,
  timelineOf,
  toAlbum,
  toPhoto,
  toSharedAlbum,
  unshareAlbum,
} from './photo-library/library'
import { pageOf } from './photo-library/paging'

const { operation } = serviceOperations<operations>('photos', operationIndex)

const invalidCursor = 'The cursor is not valid'
const readOnly = 'Shared albums are read-only'
const albumNotFound = 'No such album'

const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString()

// Activation (import)

/** When the import's push messages come, after POST /users/activate. */
export const importStartedAfterMs = 500
export const importDurationMs = 15_000

function photoAccountOf(ctx: MockContext, sub: string) {
  return ctx.db.photoAccounts.findFirst((q) => q.where({ ownerSub: sub }))
}

/** The activation status, ending an import whose time is up (also when its timer was lost to a page reload). */
async function activationStatus(ctx: MockContext, sub: string): Promise<PhotoAccountRecord['status']> {
  const account = photoAccountOf(ctx, sub)
  if (!account) return 'ACTIVE'
  if (
    account.status === 'IMPORTING' &&
    account.importEndsAt &&
    Date.parse(account.importEndsAt) <= ctx.clock.now()
  ) {
    const outcome = account.importOutcome ?? 'finished'
    await ctx.db.photoAccounts.update(account, {
      data(draft) {
        draft.status = outcome === 'finished' ? 'ACTIVE' : 'NOT_ACTIVE'
        draft.importEndsAt = undefined
        draft.importOutcome = undefined
      },
    })
    ctx.db.changed()
  }
  return photoAccountOf(ctx, sub)?.status ?? 'ACTIVE'
}

function sendImportMessage(ctx: MockContext, sub: string, type: 'started' | 'error' | 'finished') {
  const payload = { started: 'Import started', error: 'Import failed', finished: 'Import finished' }[type]
  ctx.push.send(sub, {
    id: crypto.randomUUID(),
    type,
    data: { payload, timestamp: nowIso(ctx) },
  })
}

/**
 * Starts an import of the user's library: the status becomes IMPORTING, the push channel says 'started', then
 * 'finished' (status ACTIVE) or, with outcome 'error', 'error' (status NOT_ACTIVE).
 */
async function startImport(ctx: MockContext, sub: string, outcome: 'finished' | 'error') {
  const importEndsAt = new Date(ctx.clock.now() + importDurationMs).toISOString()
  const account = photoAccountOf(ctx, sub)
  if (account) {
    await ctx.db.photoAccounts.update(account, {
      data(draft) {
        draft.status = 'IMPORTING'
        draft.importEndsAt = importEndsAt
        draft.importOutcome = outcome
      },
    })
  } else {
    await ctx.db.photoAccounts.create({
      ownerSub: sub,
      status: 'IMPORTING',
      importEndsAt,
      importOutcome: outcome,
    })
  }
  ctx.db.changed()
  setTimeout(() => sendImportMessage(ctx, sub, 'started'), importStartedAfterMs)
  setTimeout(async () => {
    await activationStatus(ctx, sub)
    sendImportMessage(ctx, sub, outcome)
  }, importDurationMs)
}

/** POST /users/activate: a NOT_ACTIVE library starts importing (see startImport). */
export function activateUserHandler(ctx: MockContext, outcome: 'finished' | 'error' = 'finished') {
  return operation(ctx, 'activateUser', async ({ user, reply }) => {
    const status = await activationStatus(ctx, user.sub)
    if (status === 'DELETING') return reply(409, { message: 'The photo library is being deleted' })
    if (status !== 'NOT_ACTIVE') return reply(200, { status })
    await startImport(ctx, user.sub, outcome)
    return reply(200, { status: 'IMPORTING' })
  })
}

/**
 * GET /users/activate. With `importOnFirstAsk` (the photos:importing scenarios) the first ask of each user finds an
 * import just started on an ACTIVE library, as if photos uploaded from a phone were being imported.
 */
export function activationStatusHandler(ctx: MockContext, importOnFirstAsk?: 'finished' | 'error') {
  const asked = new Set<string>()
  return operation(ctx, 'getActivationStatus', async ({ user, reply }) => {
    const status = await activationStatus(ctx, user.sub)
    if (importOnFirstAsk && status === 'ACTIVE' && !asked.has(user.sub)) {
      asked.add(user.sub)
      await startImport(ctx, user.sub, importOnFirstAsk)
      return reply(200, { status: 'IMPORTING' })
    }
    return reply(200, { status })
  })
}

// Albums

/** An own album, or (for a participant) the shared variant. */
function albumFor(
  ctx: MockContext,
  sub: string,
  album: AlbumRecord,
  photos = photoIndex(ctx),
): Album | SharedAlbum {
  return album.ownerSub === sub ? toAlbum(ctx, album, photos) : toSharedAlbum(ctx, album, photos)
}

/**
 * An album the user may change: their own and not shared. 'missing' for albums they cannot see, 'read-only'
 * for shared albums (own or someone else's).
 */
function writableAlbum(
  ctx: MockContext,
  sub: string,
  albumId: string,
): AlbumRecord | 'missing' | 'read-only' {
  const album = findAlbum(ctx, albumId)
  const access = accessTo(ctx, sub, album)
  if (!album || !access) return 'missing'
  if (access === 'participant' || ctx.db.sharedAlbums.findFirst((q) => q.where({ albumId })))
    return 'read-only'
  return album
}

/** Which of one DELETE /photos request's ids the server refuses (answers as failed and keeps). */
export type DeletionRefusal = (requested: readonly string[]) => ReadonlySet<string>

/** DELETE /photos; `refuse` (the photos:delete-* scenarios) picks ids to answer as failed without deleting them. */
export function deletePhotosHandler(ctx: MockContext, refuse: DeletionRefusal = () => new Set()) {
  return operation(ctx, 'deletePhotos', async ({ user, body, reply }) => {
    const owns = ownPhotoCheck(ctx, user.sub)
    const requested = [...new Set(body.photoIds)]
    const refused = refuse(requested)
    await deletePhotoRecords(ctx, new Set(requested.filter((id) => owns(id) && !refused.has(id))))
    ctx.db.changed()
    return reply(200, { failed: requested.filter((id) => refused.has(id) || !owns(id)) })
  })
}

/** The photo service: the signed-in user's library. */
export function photosHandlers(ctx: MockContext) {
  return [
    ...photoFileHandlers(ctx),
    operation(ctx, 'getUser', ({ user, reply }) => reply(200, { photosCount: photoCountOf(ctx, user.sub) })),
    operation(ctx, 'getAccountCounts', ({ user, reply }) =>
      reply(200, {
        photosCount: photoCountOf(ctx, user.sub),
        albumsCount: ctx.db.albums.findMany((q) => q.where({ ownerSub: user.sub })).length,
      }),
    ),
    operation(ctx, 'getTimeline', ({ user, reply }) => reply(200, { timeline: timelineOf(ctx, user.sub) })),
    activationStatusHandler(ctx),
    activateUserHandler(ctx),
    operation(ctx, 'listTimelinePhotos', ({ user, path, query, reply }) => {
      const page = photoPage(ctx, user.sub, {
        month: { year: path.year, month: path.month },
        sortKey: query.sortKey ?? 'dateTaken',
        sortOrder: query.sortOrder ?? 'desc',
        cursor: query.cursor,
        limit: query.limit ?? 24,
      })
      if (!page) return reply(400, { message: invalidCursor })
      return reply(200, { cursor: page.cursor, images: page.items.map((photo) => toPhoto(ctx, photo)) })
    }),
    operation(ctx, 'listPhotos', ({ user, query, reply }) => {
      const page = photoPage(ctx, user.sub, {
        sortKey: query.sortKey ?? 'dateTaken',
        sortOrder: query.sortOrder ?? 'desc',
        cursor: query.cursor,
        limit: query.limit ?? 500,
        ...(query.uploadId === undefined ? {} : { uploadId: query.uploadId }),
      })
      if (!page) return reply(400, { message: invalidCursor })
      return reply(200, { cursor: page.cursor, images: page.items.map((photo) => toPhoto(ctx, photo)) })
    }),
    deletePhotosHandler(ctx),
    operation(ctx, 'deleteAllPhotos', async ({ user, reply }) => {
      await deleteAllPhotosOf(ctx, user.sub)
      ctx.db.changed()
      return reply(204)
    }),
    operation(ctx, 'listAlbums', ({ user, query, reply }) => {
      const own = ctx.db.albums.findMany((q) => q.where({ ownerSub: user.sub }))
      const albums = query.displaySharedData ? [...own, ...albumsSharedWith(ctx, user.sub)] : own
      const page = pageOf(albums, albumSortKey, 'desc', query.cursor, query.limit ?? 50)
      if (!page) return reply(400, { message: invalidCursor })
      const photos = photoIndex(ctx)
      return reply(200, {
        cursor: page.cursor,
        albums: page.items.map((album) => albumFor(ctx, user.sub, album, photos)),
      })
    }),
    operation(ctx, 'createAlbum', async ({ user, body, reply }) => {
      if (refusedAlbumName(body.albumName)) return reply(400, { message: albumNameNotValid })
      const now = nowIso(ctx)
      const album = await ctx.db.albums.create({
        albumId: crypto.randomUUID(),
        ownerSub: user.sub,
        albumName: body.albumName,
        created: now,
        updated: now,
        photoIds: [],
      })
      ctx.db.changed()
      return reply(201, toAlbum(ctx, album))
    }),
    operation(ctx, 'getAlbum', ({ user, path, reply }) => {
      const album = findAlbum(ctx, path.id)
      if (!album || !accessTo(ctx, user.sub, album)) return reply(404, { message: albumNotFound })
      return reply(200, albumFor(ctx, user.sub, album))
    }),
    operation(ctx, 'renameAlbum', async ({ user, path, body, reply }) => {
      const album = writableAlbum(ctx, user.sub, path.id)
      if (album === 'missing') return reply(404, { message: albumNotFound })
      if (album === 'read-only') return reply(403, { message: readOnly })
      if (refusedAlbumName(body.name)) return reply(400, { message: albumNameNotValid })
      const renamed = await ctx.db.albums.update((q) => q.where({ albumId: album.albumId }), {
        data(draft) {
          draft.albumName = body.name
          draft.updated = nowIso(ctx)
        },
      })
      ctx.db.changed()
      return reply(200, toAlbum(ctx, renamed ?? album))
    }),
    operation(ctx, 'deleteAlbum', async ({ user, path, reply }) => {
      const album = findAlbum(ctx, path.id)
      const access = accessTo(ctx, user.sub, album)
      if (!album || !access) return reply(404, { message: albumNotFound })
      if (access === 'participant') {
        return reply(403, {
          message: 'Only the owner can delete this album; leave it through the shared album service',
        })
      }
      // The photos stay in the library; a shared album goes for all its participants.
      await unshareAlbum(ctx, album.albumId)
      ctx.db.albums.delete((q) => q.where({ albumId: album.albumId }))
      ctx.db.changed()
      return reply(204)
    }),
    operation(ctx, 'listAlbumPhotos', ({ user, path, query, reply }) => {
      const album = findAlbum(ctx, path.id)
      if (!album || !accessTo(ctx, user.sub, album)) return reply(404, { message: albumNotFound })
      const page = pageOf(
        albumPhotos(album, photoIndex(ctx)),
        photoSortKey(query.sortKey ?? 'created'),
        query.sortOrder ?? 'desc',
        query.cursor,
        query.limit ?? 500,
      )
      if (!page) return reply(400, { message: invalidCursor })
      return reply(200, { cursor: page.cursor, images: page.items.map((photo) => toPhoto(ctx, photo)) })
    }),
    operation(ctx, 'addAlbumPhotos', async ({ user, path, body, reply }) => {
      const album = writableAlbum(ctx, user.sub, path.id)
      if (album === 'missing') return reply(404, { message: albumNotFound })
      if (album === 'read-only') return reply(403, { message: readOnly })
      const owns = ownPhotoCheck(ctx, user.sub)
      const requested = [...new Set(body.photoIds)]
      const present = new Set(album.photoIds)
      const adding = requested.filter((id) => owns(id) && !present.has(id))
      if (adding.length > 0) {
        await ctx.db.albums.update((q) => q.where({ albumId: album.albumId }), {
          data(draft) {
            draft.photoIds = [...draft.photoIds, ...adding]
            draft.updated = nowIso(ctx)
          },
        })
        ctx.db.changed()
      }
      return reply(200, { failed: requested.filter((id) => !owns(id)) })
    }),
    operation(ctx, 'removeAlbumPhotos', async ({ user, path, body, reply }) => {
      const album = writableAlbum(ctx, user.sub, path.id)
      if (album === 'missing') return reply(404, { message: albumNotFound })
      if (album === 'read-only') return reply(403, { message: readOnly })
      const requested = new Set(body.photoIds)
      const removing = album.photoIds.filter((id) => requested.has(id))
      if (removing.length > 0) {
        await ctx.db.albums.update((q) => q.where({ albumId: album.albumId }), {
          data(draft) {
            draft.photoIds = draft.photoIds.filter((id) => !requested.has(id))
            draft.updated = nowIso(ctx)
          },
        })
        ctx.db.changed()
      }
      return reply(200, { failed: [...requested].filter((id) => !album.photoIds.includes(id)) })
    }),
  ]
}
