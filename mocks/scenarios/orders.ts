import { http } from 'msw'
import { operationIndex as ordersOperations } from '../../src/generated/orders.operations'
import { mswPath, problem } from '../handlers/operation'
import { faultScenario, type Scenario } from './scenario'

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
  faultScenario('faults:projects-load', 'Saved projects answer 500', 'projects', ['listProjects']),
  faultScenario('faults:project-delete', 'Deleting a saved project answers 500', 'projects', [
    'deleteProject',
  ]),
  faultScenario('faults:invoices-load', 'Historical invoices answer 500', 'invoices', [
    'listHistoricalInvoices',
  ]),
  faultScenario('faults:invoice-download', 'Invoice PDF downloads answer 500', 'invoices', [
    'getInvoiceGroupFile',
    'getHistoricalInvoicePdf',
  ]),
]
