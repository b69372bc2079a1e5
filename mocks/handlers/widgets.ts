import type { HttpHandler } from 'msw'
import { z } from 'zod'
import type { components, operations } from '../../src/generated/widgets'
import { operationIndex } from '../../src/generated/widgets.operations'
import type { MockContext } from '../context'
import type { OrderProductRecord } from '../db/collections/orders'
import { shareUrlFor, type WidgetRecord } from '../db/collections/widgets'
import { serviceOperations } from './operation'
import { vendorIds } from './widgets/merchandise-catalogue'

const { operation } = serviceOperations<operations>('widgets', operationIndex)

type Widget = components['schemas']['Widget']

export function toWidget(record: WidgetRecord): Widget {
  return {
    productCode: record.productCode,
    title: record.title,
    articleType: record.articleType,
    articleId: articleIdOf(record),
    vendorId: record.vendorId,
    thumbnailUrl: record.thumbnailUrl,
    pageCount: record.pageCount,
    isShared: record.isShared,
    shareUrl: record.shareUrl,
    sharedAt: record.sharedAt,
    created: record.created,
  }
}

/**
 * The merchandise article a widget's product was made as (mocks/handlers/widgets/merchandise-catalogue.ts): the
 * catalogue's article of its type; hardcover books alternate between A4 landscape and 30x30 by product code.
 */
function articleIdOf(record: WidgetRecord): string {
  switch (record.articleType) {
    case 'HardcoverPhotoBook':
      return Number(record.productCode.slice(-1)) % 2 === 0 ? 'PAP_102' : 'PAP_101'
    case 'SoftcoverPhotoBook':
      return 'PAP_103'
    case 'LayFlatPhotoBook':
      return 'PAP_104'
    case 'Calendar':
      return 'PAP_970'
  }
}

function widgetOf(ctx: MockContext, sub: string, productCode: string) {
  return ctx.db.widgets.findFirst((q) => q.where({ ownerSub: sub, productCode }))
}

const widgetArticleNames: Record<WidgetRecord['articleType'], string> = {
  HardcoverPhotoBook: 'PhotobookA4Landscape',
  SoftcoverPhotoBook: 'PhotobookSquare30',
  LayFlatPhotoBook: 'PhotobookXLLayFlat',
  Calendar: 'CalendarA3',
}

/**
 * The ordered product a widget shows, as the product and unzip-PDF services know it: a photo book's product has
 * a PDF (files with purpose product.pdf), a calendar's has none.
 */
export function widgetProduct(ctx: MockContext, sub: string, code: string): OrderProductRecord | undefined {
  const widget = widgetOf(ctx, sub, code)
  if (!widget) return undefined
  return {
    code: widget.productCode,
    superOrderCode: widget.productCode.replace(/^PC-/, 'SO-'),
    ownerSub: sub,
    accountId: widget.productCode.split('-')[1] ?? '',
    createdAt: widget.created,
    articleName: widgetArticleNames[widget.articleType],
    articleType: widget.articleType === 'Calendar' ? 'Calendar' : 'Photobook',
    title: widget.title,
    quantity: 1,
    status: 'Dispatched',
    paymentStatus: 'paymentSuccess',
    paymentChangedDate: widget.created,
    fulfilmentStatus: 'shipped',
    ...(widget.articleType === 'Calendar'
      ? {}
      : { pdf: { createdAt: widget.created, pageCount: widget.pageCount } }),
  }
}

const email = z.email()

/**
 * The recipient's address from its base64 form (docs/requirements/online-products.md#online-products-share), or why it
 * is not one.
 */
export function decodeRecipient(encoded: string): { address: string } | { problem: string } {
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))
  } catch {
    return { problem: 'query/toEmailAddress is not base64' }
  }
  let address: string
  try {
    address = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim()
  } catch {
    return { problem: 'query/toEmailAddress is not base64 of UTF-8 text' }
  }
  return email.safeParse(address).success
    ? { address }
    : { problem: 'query/toEmailAddress is not base64 of a valid e-mail address' }
}

/** The widget service: the signed-in customer's widgets (online products). */
export function widgetsHandlers(ctx: MockContext): HttpHandler[] {
  const removeFromGalleries = (sub: string, productCode: string) =>
    ctx.db.galleryEntries.deleteMany((q) => q.where({ ownerSub: sub, widgetId: productCode }))

  return [
    // Before getWidget: /v1/widget/all would otherwise be read as the widget "all".
    operation(ctx, 'listWidgets', ({ user, query, reply }) => {
      const offset = query.offset ?? 0
      const limit = query.limit ?? 10
      const matching = ctx.db.widgets
        .findMany((q) => q.where({ ownerSub: user.sub }))
        .filter((widget) => !query.orderCodes || query.orderCodes.includes(widget.productCode))
        .filter((widget) => !query.articleTypes || query.articleTypes.includes(widget.articleType))
        .sort((a, b) => (a.productCode < b.productCode ? 1 : a.productCode > b.productCode ? -1 : 0))
      return reply(200, {
        widgets: matching.slice(offset, offset + limit).map(toWidget),
        total: matching.length,
      })
    }),

    operation(ctx, 'getWidget', ({ user, path, reply }) => {
      const widget = widgetOf(ctx, user.sub, path.id)
      // "401 means none": the service answers 401, not 404, for a widget that is not there.
      if (!widget) return reply(401, { message: 'There is no widget with this product code' })
      return reply(200, toWidget(widget))
    }),

    operation(ctx, 'updateWidget', async ({ user, path, body, reply }) => {
      const widget = widgetOf(ctx, user.sub, path.id)
      if (!widget) return reply(404, { message: 'There is no widget with this product code' })
      const now = new Date(ctx.clock.now()).toISOString()
      const updated = await ctx.db.widgets.update(widget, {
        data(draft) {
          if (!body.isShared) {
            draft.isShared = false
            draft.shareUrl = null
            draft.sharedAt = null
          } else if (!draft.isShared) {
            draft.isShared = true
            draft.shareUrl = shareUrlFor(draft.vendorId, crypto.randomUUID())
            draft.sharedAt = now
          }
        },
      })
      // A gallery only shows shared widgets.
      if (!body.isShared) removeFromGalleries(user.sub, widget.productCode)
      ctx.db.changed()
      return reply(200, toWidget(updated ?? widget))
    }),

    operation(ctx, 'deleteWidget', ({ user, path, reply }) => {
      const widget = widgetOf(ctx, user.sub, path.id)
      if (!widget) return reply(404, { message: 'There is no widget with this product code' })
      ctx.db.widgets.delete(widget)
      removeFromGalleries(user.sub, widget.productCode)
      ctx.db.changed()
      return reply(204)
    }),

    operation(ctx, 'shareWidget', async ({ user, path, query, reply }) => {
      const problems: string[] = []
      const recipient = decodeRecipient(query.toEmailAddress)
      if ('problem' in recipient) problems.push(recipient.problem)
      if (!vendorIds.includes(query.vendorId))
        problems.push(`query/vendorId "${query.vendorId}" is not a known vendor`)
      if (problems.length > 0 || 'problem' in recipient)
        return reply(400, { message: 'The request is not valid', details: problems })
      const widget = widgetOf(ctx, user.sub, path.id)
      if (!widget) return reply(404, { message: 'There is no widget with this product code' })
      const now = new Date(ctx.clock.now()).toISOString()
      const updated = await ctx.db.widgets.update(widget, {
        data(draft) {
          if (!draft.isShared) draft.shareUrl = shareUrlFor(query.vendorId, crypto.randomUUID())
          draft.isShared = true
          draft.sharedAt = now
        },
      })
      await ctx.db.widgetShares.create({
        id: crypto.randomUUID(),
        productCode: widget.productCode,
        ownerSub: user.sub,
        vendorId: query.vendorId,
        fromName: query.fromName,
        toEmailAddress: recipient.address,
        ...(query.personalMessage ? { personalMessage: query.personalMessage } : {}),
        sentAt: now,
      })
      ctx.db.changed()
      return reply(200, toWidget(updated ?? widget))
    }),
  ]
}
