import type { operations } from '../../src/generated/photos'
import { operationIndex } from '../../src/generated/photos.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('photos', operationIndex)

function libraryOf(ctx: MockContext, sub: string) {
  return {
    photos: ctx.db.photos.findMany((q) => q.where({ ownerSub: sub })),
    albums: ctx.db.albums.findMany((q) => q.where({ ownerSub: sub })),
  }
}

/** The photo service: the signed-in user's library. */
export function photosHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getUser', ({ user, reply }) =>
      reply(200, { photosCount: libraryOf(ctx, user.sub).photos.length }),
    ),
    operation(ctx, 'getAccountCounts', ({ user, reply }) => {
      const { photos, albums } = libraryOf(ctx, user.sub)
      return reply(200, { photosCount: photos.length, albumsCount: albums.length })
    }),
  ]
}
