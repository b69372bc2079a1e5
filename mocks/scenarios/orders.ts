import { http } from 'msw'
import { operationIndex as deliveryOperations } from '../../src/generated/delivery.operations'
import { operationIndex as invoicesOperations } from '../../src/generated/invoices.operations'
import { operationIndex as ordersOperations } from '../../src/generated/orders.operations'
import { operationIndex as projectsOperations } from '../../src/generated/projects.operations'
import { operationIndex as reorderDirectOperations } from '../../src/generated/reorder-direct.operations'
import { operationIndex as unzipPdfOperations } from '../../src/generated/unzip-pdf.operations'
import { mswPath, problem } from '../handlers/operation'
import { faultScenario, type Scenario } from './scenario'

/** QA presets for this group's services (faults, states). */
export const ordersScenarios: Scenario[] = [
  faultScenario('faults:orders-load', 'Order list answers 500', 'orders', ordersOperations, [
    'listMySuperorders',
  ]),
  faultScenario('faults:order-load', 'Order details answer 500', 'orders', ordersOperations, [
    'getSuperorder',
  ]),
  {
    id: 'order:not-found',
    label: 'Order details answer 404 (Order not found), even for a known order',
    group: 'Orders',
    handlers: (ctx) => {
      const { method, path } = ordersOperations.getSuperorder
      return [http[method](mswPath(ctx.services.orders!, path), () => problem(404, 'Order not found'))]
    },
  },
  faultScenario(
    'faults:delivery-address',
    'Changing an order’s delivery address answers 500',
    'orders',
    ordersOperations,
    ['updateSuperorderDeliveryAddress'],
  ),
  faultScenario('faults:delivery-dates', 'Delivery dates answer 500', 'delivery', deliveryOperations, [
    'getOrderDeliveryDates',
  ]),
  faultScenario(
    'faults:voucher-refresh',
    'Refreshing a product’s voucher answers 500',
    'orders',
    ordersOperations,
    ['refreshProductVoucher'],
  ),
  faultScenario('faults:reorder', 'Reorder answers 500', 'reorder-direct', reorderDirectOperations, [
    'reorderDirect',
  ]),
  faultScenario('faults:product-pdf', 'Product PDF download answers 500', 'unzip-pdf', unzipPdfOperations, [
    'getMyProductPdf',
  ]),
  faultScenario('faults:projects-load', 'Saved projects answer 500', 'projects', projectsOperations, [
    'listProjects',
  ]),
  faultScenario(
    'faults:project-delete',
    'Deleting a saved project answers 500',
    'projects',
    projectsOperations,
    ['deleteProject'],
  ),
  faultScenario('faults:invoices-load', 'Historical invoices answer 500', 'invoices', invoicesOperations, [
    'listHistoricalInvoices',
  ]),
  faultScenario(
    'faults:invoice-download',
    'Invoice PDF downloads answer 500',
    'invoices',
    invoicesOperations,
    ['getInvoiceGroupFile', 'getHistoricalInvoicePdf'],
  ),
]
