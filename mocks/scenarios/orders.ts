import { http } from 'msw'
import { operationIndex as deliveryOperations } from '../../src/generated/delivery.operations'
import { operationIndex as invoicesOperations } from '../../src/generated/invoices.operations'
import { operationIndex as ordersOperations } from '../../src/generated/orders.operations'
import { operationIndex as projectsOperations } from '../../src/generated/projects.operations'
import { operationIndex as reorderDirectOperations } from '../../src/generated/reorder-direct.operations'
import { operationIndex as unzipPdfOperations } from '../../src/generated/unzip-pdf.operations'
import { mswPath, operationFault, problem } from '../handlers/operation'
import type { Scenario } from './scenario'

/** QA presets for this group's services (faults, states). */
export const ordersScenarios: Scenario[] = [
  {
    id: 'faults:orders-load',
    label: 'Order list answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'orders', ordersOperations, 'listMySuperorders', 500)],
  },
  {
    id: 'faults:order-load',
    label: 'Order details answer 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'orders', ordersOperations, 'getSuperorder', 500)],
  },
  {
    id: 'order:not-found',
    label: 'Order details answer 404 (Order not found), even for a known order',
    group: 'Orders',
    handlers: (ctx) => {
      const { method, path } = ordersOperations.getSuperorder
      return [http[method](mswPath(ctx.services.orders!, path), () => problem(404, 'Order not found'))]
    },
  },
  {
    id: 'faults:delivery-address',
    label: 'Changing an order’s delivery address answers 500',
    group: 'Faults',
    handlers: (ctx) => [
      operationFault(ctx, 'orders', ordersOperations, 'updateSuperorderDeliveryAddress', 500),
    ],
  },
  {
    id: 'faults:delivery-dates',
    label: 'Delivery dates answer 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'delivery', deliveryOperations, 'getOrderDeliveryDates', 500)],
  },
  {
    id: 'faults:voucher-refresh',
    label: 'Refreshing a product’s voucher answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'orders', ordersOperations, 'refreshProductVoucher', 500)],
  },
  {
    id: 'faults:reorder',
    label: 'Reorder answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'reorder-direct', reorderDirectOperations, 'reorderDirect', 500)],
  },
  {
    id: 'faults:product-pdf',
    label: 'Product PDF download answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'unzip-pdf', unzipPdfOperations, 'getMyProductPdf', 500)],
  },
  {
    id: 'faults:projects-load',
    label: 'Saved projects answer 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'projects', projectsOperations, 'listProjects', 500)],
  },
  {
    id: 'faults:project-delete',
    label: 'Deleting a saved project answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'projects', projectsOperations, 'deleteProject', 500)],
  },
  {
    id: 'faults:invoices-load',
    label: 'Historical invoices answer 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'invoices', invoicesOperations, 'listHistoricalInvoices', 500)],
  },
  {
    id: 'faults:invoice-download',
    label: 'Invoice PDF downloads answer 500',
    group: 'Faults',
    handlers: (ctx) => [
      operationFault(ctx, 'invoices', invoicesOperations, 'getInvoiceGroupFile', 500),
      operationFault(ctx, 'invoices', invoicesOperations, 'getHistoricalInvoicePdf', 500),
    ],
  },
]
