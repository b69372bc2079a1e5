import type { HttpHandler } from 'msw'
import type { operations } from '../../src/generated/temp-selections'
import { operationIndex } from '../../src/generated/temp-selections.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { ownPhotoCheck } from './photo-library/library'

const { operation } = serviceOperations<operations>('temp-selections', operationIndex)

/** The temporary selection service: the photos handed to the prints editor. */
export function tempSelectionsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    operation(ctx, 'createTempSelection', async ({ user, body, reply }) => {
      const owns = ownPhotoCheck(ctx, user.sub)
      const unknown = body.photoIds.filter((id) => !owns(id))
      if (unknown.length > 0) {
        return reply(400, { message: 'Some photos are not in your library', details: unknown })
      }
      const selection = await ctx.db.tempSelections.create({
        tempSelectionId: crypto.randomUUID(),
        ownerSub: user.sub,
        photoIds: [...new Set(body.photoIds)],
        created: new Date(ctx.clock.now()).toISOString(),
      })
      ctx.db.changed()
      return reply(201, { tempSelectionId: selection.tempSelectionId })
    }),
    operation(ctx, 'getTempSelection', ({ user, path, reply }) => {
      const selection = ctx.db.tempSelections.findFirst((q) =>
        q.where({ tempSelectionId: path.id, ownerSub: user.sub }),
      )
      if (!selection) return reply(404, { message: 'No such temporary selection' })
      return reply(200, { photoIds: [...selection.photoIds] })
    }),
  ]
}
