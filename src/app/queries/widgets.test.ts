// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createClients } from '#app/api/clients'
import { MerchandiseError } from '#app/api/merchandise'
import type { AppConfig } from '#app/platform/config'
import { operationFault } from '../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../tests/mock-server-for-tests'
import { signInAs } from '../../../tests/render-with-platform'
import { operationIndex } from '../../generated/widgets.operations'
import { channelArticlesQuery, channelOf, channelsQuery, merchandiseClient } from './merchandise'
import { hasPdf, productQuery } from './products'
import { blockedOrderQuery, galleryEntryQuery } from './widget-gallery'
import { widgetQuery } from './widgets/widget'
import { widgetKeys } from './widgets/widget-keys'
import { widgetsPageQuery } from './widgets/widget-list'
import { base64Of, shareWidgetMutation, unshareWidgetMutation } from './widgets/widget-sharing'

const { ctx, server } = await mockServerForTests()
const services = ctx.services as AppConfig['services']
const clients = createClients(services)
const run = <T>(options: { queryFn?: unknown }) =>
  (options.queryFn as (context: unknown) => Promise<T>)({ signal: new AbortController().signal })

describe('base64Of', () => {
  it('encodes the UTF-8 text as padded standard base64', () => {
    expect(base64Of('kim.lee@example.com')).toBe('a2ltLmxlZUBleGFtcGxlLmNvbQ==')
    expect(atob(base64Of('jörg@exämple.de'))).toBe(
      String.fromCharCode(...new TextEncoder().encode('jörg@exämple.de')),
    )
  })
})

describe('widget queries against the mocks', () => {
  it('asks for one page of photo books and gets the total', async () => {
    await signInAs(ctx, 'consumer')
    const page = await run<{ widgets: { productCode: string }[]; total: number }>(
      widgetsPageQuery(clients.widgets, 1),
    )
    expect(page.total).toBe(7)
    expect(page.widgets.map((widget) => widget.productCode)).not.toContain('PC-100001-004')
  })

  it('reads 401 and 404 as no widget, and fails on anything else', async () => {
    await signInAs(ctx, 'consumer')
    expect(await run(widgetQuery(clients.widgets, 'PC-424242-001'))).toBeNull()
    server.use(operationFault(ctx, 'widgets', operationIndex, 'getWidget', 500))
    await expect(run(widgetQuery(clients.widgets, 'PC-100001-001'))).rejects.toMatchObject({ status: 500 })
  })

  it('shares with the recipient base64 encoded and keeps the shared widget in the cache', async () => {
    await signInAs(ctx, 'consumer')
    const queryClient = new QueryClient()
    const share = shareWidgetMutation(clients.widgets, queryClient, 'PC-100001-002')
    const widget = await share.mutationFn!(
      {
        vendorId: 'printbloom',
        senderName: 'Alex',
        recipientEmail: 'kim.lee@example.com',
        personalMessage: '',
      },
      undefined as never,
    )
    await share.onSuccess!(widget, undefined as never, undefined, undefined as never)
    expect(widget.isShared).toBe(true)
    expect(queryClient.getQueryData(widgetKeys.detail('PC-100001-002'))).toEqual(widget)
    const sent = ctx.db.widgetShares.findFirst((q) => q.where({ productCode: 'PC-100001-002' }))
    expect(sent?.toEmailAddress).toBe('kim.lee@example.com')
  })

  it('unsharing takes the widget out of the cached galleries', async () => {
    await signInAs(ctx, 'consumer')
    const queryClient = new QueryClient()
    const entry = galleryEntryQuery(clients.widgetGallery, 'PC-100001-006', 'printbloom-gb')
    queryClient.setQueryData(entry.queryKey, await run(entry))
    expect(queryClient.getQueryData(entry.queryKey)).toMatchObject({ categories: ['Baby', 'Family'] })
    const unshare = unshareWidgetMutation(clients.widgets, queryClient, 'PC-100001-006')
    const widget = await unshare.mutationFn!(undefined, undefined as never)
    await unshare.onSuccess!(widget, undefined, undefined, undefined as never)
    expect(widget.isShared).toBe(false)
    expect(queryClient.getQueryData(entry.queryKey)).toBeNull()
  })
})

describe('the blocked-order check', () => {
  it('is made without a token: a blocked order, or null for one that is not', async () => {
    await signInAs(ctx, 'consumer')
    const authorizations: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/blockedorders/')) authorizations.push(request.headers.get('Authorization'))
    })
    const url = services['widget-gallery']
    expect(await run(blockedOrderQuery(url, 'PC-100001-005'))).toMatchObject({ reason: 'ReportedContent' })
    expect(await run(blockedOrderQuery(url, 'PC-100001-002'))).toBeNull()
    server.events.removeAllListeners()
    expect(authorizations).toEqual([null, null])
  })
})

describe('merchandise and products', () => {
  it('finds the storefront’s channel, and calls a missing one an error', async () => {
    await signInAs(ctx, 'consumer')
    const channels = await run<{ id: string; vendorId: string }[]>(
      channelsQuery(merchandiseClient(services.merchandise)),
    )
    expect(channelOf(channels as never, 'printbloom-gb')).toMatchObject({ vendorId: 'printbloom' })
    expect(() => channelOf(channels as never, 'nowhere-xx')).toThrow(MerchandiseError)
  })

  it('loads a channel’s articles on demand by code and locale; an unknown one is a GraphQL error', async () => {
    await signInAs(ctx, 'consumer')
    const client = merchandiseClient(services.merchandise)
    const channel = await run<{ articles: { articleType: string }[] }>(
      channelArticlesQuery(client, 'printbloom-gb', 'en-GB'),
    )
    expect(channel.articles.some((article) => article.articleType === 'HardcoverPhotoBook')).toBe(true)
    await expect(run(channelArticlesQuery(client, 'printbloom-gb', 'de-AT'))).rejects.toThrow(
      MerchandiseError,
    )
  })

  it('knows a product has a PDF by a file with purpose product.pdf', async () => {
    await signInAs(ctx, 'consumer')
    expect(hasPdf(await run(productQuery(clients.products, 'PC-100001-001')))).toBe(true)
    expect(hasPdf(await run(productQuery(clients.products, 'PC-100001-004')))).toBe(false)
    expect(await run(productQuery(clients.products, 'PC-424242-001'))).toBeNull()
  })
})
