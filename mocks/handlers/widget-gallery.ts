import type { HttpHandler } from 'msw'
import type { components, operations } from '../../src/generated/widget-gallery'
import { operationIndex } from '../../src/generated/widget-gallery.operations'
import type { MockContext } from '../context'
import type { GalleryEntryRecord } from '../db/collections/widgets'
import { serviceOperations } from './operation'
import { findChannel } from './widgets/merchandise-catalogue'

const { operation, anonymousOperation } = serviceOperations<operations>('widget-gallery', operationIndex)

type GalleryEntry = components['schemas']['GalleryEntry']

function toGalleryEntry(record: GalleryEntryRecord): GalleryEntry {
  return {
    widgetId: record.widgetId,
    channel: record.channel,
    categories: [...record.categories],
    created: record.created,
    updated: record.updated,
  }
}

/** What is wrong with a channel and categories the documents accept but the service does not know. */
function unknownValues(
  ctx: MockContext,
  place: string,
  channel: string,
  categories: string[] = [],
): string[] {
  const known = new Set(ctx.db.galleryCategories.all().map((category) => category.name))
  return [
    ...(findChannel(channel) ? [] : [`${place}channel "${channel}" is not a known channel`]),
    ...categories
      .filter((name) => !known.has(name))
      .map((name) => `body/categories "${name}" is not one of the categories`),
  ]
}

const invalid = (details: string[]) => ({ message: 'The request is not valid', details })

/** The widget gallery service: the signed-in customer's gallery entries, categories and blocked orders. */
export function widgetGalleryHandlers(ctx: MockContext): HttpHandler[] {
  const entryOf = (sub: string, widgetId: string, channel: string) =>
    ctx.db.galleryEntries.findFirst((q) => q.where({ ownerSub: sub, widgetId, channel }))
  const notFound = { message: 'This widget has no entry in the channel’s gallery' }

  return [
    operation(ctx, 'createGalleryEntry', async ({ user, body, reply }) => {
      const problems = unknownValues(ctx, 'body/', body.channel, body.categories)
      if (problems.length > 0) return reply(400, invalid(problems))
      const widget = ctx.db.widgets.findFirst((q) =>
        q.where({ ownerSub: user.sub, productCode: body.widgetId }),
      )
      if (!widget) return reply(404, { message: 'There is no widget with this widgetId' })
      if (ctx.db.blockedOrders.findFirst((q) => q.where({ orderCode: widget.productCode })))
        return reply(403, { message: 'The widget’s order is blocked: it may not be shown in a gallery' })
      if (!widget.isShared) return reply(409, { message: 'Only a shared widget can be in a gallery' })
      if (entryOf(user.sub, widget.productCode, body.channel))
        return reply(409, { message: 'The widget already has an entry in this channel’s gallery' })
      const now = new Date(ctx.clock.now()).toISOString()
      const entry = await ctx.db.galleryEntries.create({
        widgetId: widget.productCode,
        ownerSub: user.sub,
        channel: body.channel,
        categories: body.categories,
        created: now,
        updated: now,
      })
      ctx.db.changed()
      return reply(201, toGalleryEntry(entry))
    }),

    operation(ctx, 'getGalleryEntry', ({ user, path, query, reply }) => {
      const problems = unknownValues(ctx, 'query/', query.channel)
      if (problems.length > 0) return reply(400, invalid(problems))
      const entry = entryOf(user.sub, path.widgetId, query.channel)
      return entry ? reply(200, toGalleryEntry(entry)) : reply(404, notFound)
    }),

    operation(ctx, 'updateGalleryEntry', async ({ user, path, query, body, reply }) => {
      const problems = unknownValues(ctx, 'query/', query.channel, body.categories)
      if (problems.length > 0) return reply(400, invalid(problems))
      const entry = entryOf(user.sub, path.widgetId, query.channel)
      if (!entry) return reply(404, notFound)
      const updated = await ctx.db.galleryEntries.update(entry, {
        data(draft) {
          draft.categories = body.categories
          draft.updated = new Date(ctx.clock.now()).toISOString()
        },
      })
      ctx.db.changed()
      return reply(200, toGalleryEntry(updated ?? entry))
    }),

    operation(ctx, 'deleteGalleryEntry', ({ user, path, query, reply }) => {
      const problems = unknownValues(ctx, 'query/', query.channel)
      if (problems.length > 0) return reply(400, invalid(problems))
      const entry = entryOf(user.sub, path.widgetId, query.channel)
      if (!entry) return reply(404, notFound)
      ctx.db.galleryEntries.delete(entry)
      ctx.db.changed()
      return reply(204)
    }),

    operation(ctx, 'listCategories', ({ reply }) =>
      reply(
        200,
        ctx.db.galleryCategories
          .all()
          .sort((a, b) => a.position - b.position)
          .map((category) => category.name),
      ),
    ),

    // Called without a token.
    anonymousOperation(ctx, 'getBlockedOrder', ({ path, reply }) => {
      const blocked = ctx.db.blockedOrders.findFirst((q) => q.where({ orderCode: path.code }))
      if (!blocked) return reply(404, { message: 'The order is not blocked' })
      return reply(200, {
        orderCode: blocked.orderCode,
        reason: blocked.reason,
        blockedAt: blocked.blockedAt,
      })
    }),
  ]
}
