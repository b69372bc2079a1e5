import type { HttpHandler } from 'msw'
import type { operations } from '../../src/generated/shared-albums'
import { operationIndex } from '../../src/generated/shared-albums.operations'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import { serviceOperations } from './operation'
import {
  accessTo,
  albumPhotos,
  albumSortKey,
  albumsSharedWith,
  findAlbum,
  participantsOf,
  photoIndex,
  photoSortKey,
  sharingOf,
  toSharedAlbum,
  toSharedPhoto,
  unshareAlbum,
} from './photo-library/library'
import { pageOf } from './photo-library/paging'

const { operation } = serviceOperations<operations>('shared-albums', operationIndex)

const notFound = { message: 'No such shared album' }

/** A shared album the user owns or takes part in, with how they take part. */
function sharedAlbumFor(ctx: MockContext, sub: string, albumId: string) {
  const album = findAlbum(ctx, albumId)
  const access = accessTo(ctx, sub, album)
  if (!album || !access || !sharingOf(ctx, albumId)) return undefined
  return { album, access }
}

/** The shared album service: legacy, read-only shared albums. */
export function sharedAlbumsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    operation(ctx, 'getSharedCounts', ({ user, reply }) => {
      const granted = ctx.db.sharedAlbums.findMany((q) => q.where({ ownerSub: user.sub }))
      const read = albumsSharedWith(ctx, user.sub)
      const joined = ctx.db.sharedAlbumParticipants.findMany((q) => q.where({ userSub: user.sub }))
      const dates = [
        ...granted.map((shared) => shared.sharedAt),
        ...joined.map((participant) => participant.joined),
      ]
        .map((date) => new Date(date).toISOString())
        .sort()
      return reply(200, {
        readAlbumsCount: read.length,
        grantedAlbumsCount: granted.length,
        ...(dates.length > 0 ? { created: dates[0], updated: dates.at(-1) } : {}),
      })
    }),
    operation(ctx, 'listSharedAlbums', ({ user, query, reply }) => {
      const page = pageOf(
        albumsSharedWith(ctx, user.sub),
        albumSortKey,
        'desc',
        query.cursor,
        query.limit ?? 50,
      )
      if (!page) return reply(400, { message: 'The cursor is not valid' })
      const photos = photoIndex(ctx)
      return reply(200, {
        cursor: page.cursor,
        albums: page.items.map((album) => toSharedAlbum(ctx, album, photos)),
      })
    }),
    operation(ctx, 'getSharedAlbum', ({ user, path, reply }) => {
      const found = sharedAlbumFor(ctx, user.sub, path.id)
      if (!found) return reply(404, notFound)
      return reply(200, toSharedAlbum(ctx, found.album))
    }),
    operation(ctx, 'deleteSharedAlbum', async ({ user, path, reply }) => {
      const found = sharedAlbumFor(ctx, user.sub, path.id)
      if (!found) return reply(404, notFound)
      const { album, access } = found
      if (access === 'owner') {
        // Deleted for everyone; the photos stay in their owners' libraries.
        await unshareAlbum(ctx, album.albumId)
        ctx.db.albums.delete((q) => q.where({ albumId: album.albumId }))
      } else {
        // The participant leaves, and the photos they uploaded leave the album with them.
        ctx.db.sharedAlbumParticipants.deleteMany((q) =>
          q.where({ albumId: album.albumId, userSub: user.sub }),
        )
        const photos = photoIndex(ctx)
        const theirs = new Set(album.photoIds.filter((id) => photos.get(id)?.ownerSub === user.sub))
        if (theirs.size > 0) {
          await ctx.db.albums.update((q) => q.where({ albumId: album.albumId }), {
            data(draft) {
              draft.photoIds = draft.photoIds.filter((id) => !theirs.has(id))
              draft.updated = new Date(ctx.clock.now()).toISOString()
            },
          })
        }
      }
      ctx.db.changed()
      return reply(204)
    }),
    operation(ctx, 'listSharedAlbumParticipants', ({ user, path, reply }) => {
      const found = sharedAlbumFor(ctx, user.sub, path.id)
      if (!found) return reply(404, notFound)
      const owner = findUser(ctx.db, found.album.ownerSub)
      return reply(200, {
        owner: { id: found.album.ownerSub, email: owner?.email ?? 'unknown@example.com' },
        participants: participantsOf(ctx, found.album.albumId).map((participant) => ({
          id: participant.userSub,
          email: participant.email,
        })),
      })
    }),
    operation(ctx, 'listSharedAlbumPhotos', ({ user, path, query, reply }) => {
      const found = sharedAlbumFor(ctx, user.sub, path.id)
      if (!found) return reply(404, notFound)
      const page = pageOf(
        albumPhotos(found.album, photoIndex(ctx)),
        photoSortKey(query.sortKey ?? 'created'),
        query.sortOrder ?? 'desc',
        query.cursor,
        query.limit ?? 500,
      )
      if (!page) return reply(400, { message: 'The cursor is not valid' })
      return reply(200, { cursor: page.cursor, images: page.items.map((photo) => toSharedPhoto(ctx, photo)) })
    }),
  ]
}
