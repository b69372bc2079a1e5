import { HttpResponse } from 'msw'
import type { components } from '../../src/generated/photos'
import { operationIndex } from '../../src/generated/photos.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

type Schemas = components['schemas']

const operation = serviceOperations('photos', operationIndex)

function libraryOf(ctx: MockContext, sub: string) {
  return {
    photos: ctx.db.photos.findMany((q) => q.where({ ownerSub: sub })),
    albums: ctx.db.albums.findMany((q) => q.where({ ownerSub: sub })),
  }
}

/** The photo service: the signed-in user's library. */
export function photosHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getUser', ({ user }) =>
      HttpResponse.json<Schemas['User']>({ photosCount: libraryOf(ctx, user.sub).photos.length }),
    ),
    operation(ctx, 'getAccountCounts', ({ user }) => {
      const { photos, albums } = libraryOf(ctx, user.sub)
      return HttpResponse.json<Schemas['AccountCounts']>({
        photosCount: photos.length,
        albumsCount: albums.length,
      })
    }),
  ]
}
