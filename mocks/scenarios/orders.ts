import { delay, HttpResponse, http } from 'msw'
import { operationIndex as deliveryOperations } from '../../src/generated/delivery.operations'
import { operationIndex as invoicesOperations } from '../../src/generated/invoices.operations'
import type { components } from '../../src/generated/orders'
import { operationIndex as ordersOperations } from '../../src/generated/orders.operations'
import { operationIndex as projectsOperations } from '../../src/generated/projects.operations'
import { operationIndex as reorderOperations } from '../../src/generated/reorder.operations'
import { operationIndex as reorderDirectOperations } from '../../src/generated/reorder-direct.operations'
import type { MockContext } from '../context'
import { articles } from '../db/collections/orders'
import { mswPath, type OperationIndex, problem } from '../handlers/operation'
import { faultScenario, type Scenario } from './scenario'

/** One handler in front of an operation of a service, answering what `answer` gives. */
function answering(
  ctx: MockContext,
  service: string,
  index: OperationIndex,
  operationId: string,
  answer: (request: Request, params: Record<string, unknown>) => Response,
) {
  const { method, path } = index[operationId]!
  return http[method](mswPath(ctx.services[service]!, path), ({ request, params }) => answer(request, params))
}

const statuses = ['Received', 'Confirmed', 'ProductionStarted', 'ProductionCompleted', 'Dispatched'] as const

/**
 * 100 orders of 10 products each, placed over the last 25 days (all in progress), newest first: the order list at its
 * limit, for the bench and for looking at a full list on a phone. Answered for whoever asks; the details of these
 * orders are not there (404).
 */
function hundredOrders(now: number): components['schemas']['SuperOrderPage'] {
  const superOrders = Array.from({ length: 100 }, (_, index) => {
    const code = `SO-900000-${String(100 - index).padStart(3, '0')}`
    const createdAt = new Date(now - index * 6 * 3_600_000).toISOString()
    return {
      code,
      createdAt,
      source: index % 3 === 0 ? ('Resnap' as const) : ('Albelli' as const),
      products: Array.from({ length: 10 }, (_, position) => {
        const article = articles[(index + position) % articles.length]!
        const status = statuses[(index + position) % statuses.length]!
        return {
          code: `${code.replace('SO-', 'PR-')}-${position + 1}`,
          title: `${article.label} ${position + 1}`,
          articleName: article.articleName,
          articleType: article.articleType,
          articleId: article.articleId,
          status,
          paymentStatus: status === 'Received' ? ('paymentPending' as const) : ('paymentSuccess' as const),
          paymentChangedDate: createdAt,
          dispatchedAt: status === 'Dispatched' ? createdAt : null,
        }
      }),
    }
  })
  return { superOrders, totalCount: superOrders.length }
}

/** QA presets for this group's services (faults, states). */
export const ordersScenarios: Scenario[] = [
  faultScenario('faults:orders-load', 'Order list answers 500', 'orders', ['listMySuperorders']),
  faultScenario('faults:order-load', 'Order details answer 500', 'orders', ['getSuperorder']),
  {
    id: 'order:not-found',
    label: 'Order details answer 404 (Order not found), even for a known order',
    group: 'Orders',
    handlers: (ctx) => {
      const { method, path } = ordersOperations.getSuperorder
      return [http[method](mswPath(ctx.services.orders!, path), () => problem(404, 'Order not found'))]
    },
  },
  faultScenario('faults:delivery-address', 'Changing an order’s delivery address answers 500', 'orders', [
    'updateSuperorderDeliveryAddress',
  ]),
  faultScenario('faults:delivery-dates', 'Delivery dates answer 500', 'delivery', ['getOrderDeliveryDates']),
  faultScenario('faults:voucher-refresh', 'Refreshing a product’s voucher answers 500', 'orders', [
    'refreshProductVoucher',
  ]),
  faultScenario('faults:reorder', 'Reorder answers 500', 'reorder-direct', ['reorderDirect']),
  faultScenario('faults:product-pdf', 'Product PDF download answers 500', 'unzip-pdf', ['getMyProductPdf']),
  faultScenario(
    'faults:order-address-refused',
    'Changing an order’s delivery address answers 409',
    'orders',
    ['updateSuperorderDeliveryAddress'],
    409,
  ),
  {
    id: 'order-address:invalid',
    label:
      'Changing an order’s delivery address answers 400 with Postal Code and Street number must be valid',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'orders', ordersOperations, 'updateSuperorderDeliveryAddress', () =>
        problem(400, 'The address is not valid', [
          'Postal Code must be valid',
          'Street number must be valid',
        ]),
      ),
    ],
  },
  {
    id: 'latency:order-address-slow',
    label: 'Changing an order’s delivery address answers after 2 s (RequestInProgress stays on screen)',
    group: 'Latency',
    handlers: (ctx) => {
      const { method, path } = ordersOperations.updateSuperorderDeliveryAddress
      return [
        http[method](mswPath(ctx.services.orders!, path), async () => {
          await delay(2000)
          return undefined
        }),
      ]
    },
  },
  {
    id: 'orders:hundred',
    label: 'The order list holds 100 orders of 10 products each, all in progress (the bench’s full list)',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'orders', ordersOperations, 'listMySuperorders', () =>
        HttpResponse.json(hundredOrders(ctx.clock.now())),
      ),
    ],
  },
  {
    id: 'delivery:no-dates',
    label: 'No order has delivery dates (the delivery service answers 404)',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'delivery', deliveryOperations, 'getOrderDeliveryDates', () =>
        problem(404, 'No delivery dates for this order'),
      ),
    ],
  },
  {
    id: 'reorder:unavailable',
    label: 'No order can be reordered (reorder status NotAvailable, ArticleDiscontinued)',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'reorder', reorderOperations, 'getReorderStatus', (_request, params) =>
        HttpResponse.json({
          orderId: String(params.orderId),
          status: 'NotAvailable',
          reason: 'ArticleDiscontinued',
        }),
      ),
    ],
  },
  {
    id: 'reorder:foreign-shop',
    label: 'Reorder answers a ShopUrl on another shop’s host (the app must refuse to follow it)',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'reorder-direct', reorderDirectOperations, 'reorderDirect', () =>
        HttpResponse.json({ ShopUrl: 'https://shop.elsewhere.example/basket?orderCode=SO-100001-08' }),
      ),
    ],
  },
  faultScenario('faults:reorder-status', 'Reorder status answers 500', 'reorder', ['getReorderStatus']),
  faultScenario(
    'faults:product-pdf-missing',
    'Product PDF download answers 404',
    'unzip-pdf',
    ['getMyProductPdf'],
    404,
  ),
  faultScenario('faults:voucher-offer', 'The voucher offer lookup answers 500', 'vouchers', [
    'getVoucherOffer',
  ]),
  faultScenario('faults:customer-pdfs', 'The customer’s PDF list answers 500', 'mappdf', ['listMyPdfs']),
  faultScenario('faults:projects-load', 'Saved projects answer 500', 'projects', ['listProjects']),
  faultScenario('faults:project-delete', 'Deleting a saved project answers 500', 'projects', [
    'deleteProject',
  ]),
  {
    id: 'latency:project-delete-slow',
    label:
      'Deleting a saved project answers after 10 s (before a fault named after it): time to leave the page',
    group: 'Latency',
    handlers: (ctx) => {
      const { method, path } = projectsOperations.deleteProject
      return [
        http[method](mswPath(ctx.services.projects!, path), async () => {
          await delay(10_000)
          return undefined
        }),
      ]
    },
  },
  faultScenario('faults:invoices-load', 'Historical invoices answer 500', 'invoices', [
    'listHistoricalInvoices',
  ]),
  faultScenario('faults:invoice-download', 'Invoice PDF downloads answer 500', 'invoices', [
    'getInvoiceGroupFile',
    'getHistoricalInvoicePdf',
  ]),
  {
    id: 'invoices:pdf-missing',
    label: 'Invoice PDFs answer 404 (not there yet), current and historical',
    group: 'Orders',
    handlers: (ctx) =>
      (['getInvoiceGroupFile', 'getHistoricalInvoicePdf'] as const).map((operationId) =>
        answering(ctx, 'invoices', invoicesOperations, operationId, () => problem(404, 'No such invoice')),
      ),
  },
  {
    id: 'invoices:none',
    label: 'No invoices: no orders and no historical invoices',
    group: 'Orders',
    handlers: (ctx) => [
      answering(ctx, 'orders', ordersOperations, 'listMySuperorders', () =>
        HttpResponse.json({ superOrders: [], totalCount: 0 }),
      ),
      answering(ctx, 'invoices', invoicesOperations, 'listHistoricalInvoices', () =>
        HttpResponse.json({ historicalInvoices: [] }),
      ),
    ],
  },
]
