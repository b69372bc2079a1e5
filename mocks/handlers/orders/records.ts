// Shared by the order-group handlers: the signed-in customer's records, and how the order service shows them.
import type { components } from '../../../src/generated/orders'
import type { MockContext } from '../../context'
import {
  catalogueArticle,
  type OrderProductRecord,
  type SuperOrderRecord,
  type VoucherRecord,
} from '../../db/collections/orders'

type Schemas = components['schemas']

/** One of the customer's superorders by code; undefined when there is none or it is someone else's. */
export function findSuperOrder(ctx: MockContext, ownerSub: string, superOrderCode: string) {
  return ctx.db.superOrders.findFirst((q) => q.where({ ownerSub, superOrderCode }))
}

/** One of the customer's products (orders of a superorder) by code. */
export function findProduct(ctx: MockContext, ownerSub: string, code: string) {
  return ctx.db.orderProducts.findFirst((q) => q.where({ ownerSub, code }))
}

export function productsOf(ctx: MockContext, superOrderCode: string) {
  return ctx.db.orderProducts.findMany((q) => q.where({ superOrderCode }), { orderBy: { code: 'asc' } })
}

export function voucherDetailsOf(voucher: VoucherRecord): Schemas['VoucherDetails'] {
  return {
    code: voucher.code,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    ...(voucher.currency ? { currency: voucher.currency } : {}),
    validUntil: voucher.validUntil,
    isRedeemed: voucher.isRedeemed,
  }
}

export function orderOf(product: OrderProductRecord): Schemas['Order'] {
  return {
    code: product.code,
    superOrderCode: product.superOrderCode,
    articleName: product.articleName,
    articleType: product.articleType,
    ...catalogueArticle(product.articleName),
    title: product.title,
    quantity: product.quantity,
    status: product.status,
    paymentStatus: product.paymentStatus,
    paymentChangedDate: product.paymentChangedDate,
    fulfilmentStatus: product.fulfilmentStatus,
    dispatchedAt: product.dispatchedAt ?? null,
    voucher: product.voucher?.code ?? null,
    voucherDetails: product.voucher ? voucherDetailsOf(product.voucher) : null,
  }
}

export function deliveryAddressOf(record: SuperOrderRecord): Schemas['DeliveryAddress'] {
  const { deliveryAddress: address } = record
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    ...(address.companyName ? { companyName: address.companyName } : {}),
    streetName: address.streetName,
    ...(address.streetNumber ? { streetNumber: address.streetNumber } : {}),
    ...(address.additionalInfo ? { additionalInfo: address.additionalInfo } : {}),
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
    addressChangeState: record.addressChangeState,
  }
}

export function superOrderOf(ctx: MockContext, record: SuperOrderRecord): Schemas['SuperOrder'] {
  const orders = productsOf(ctx, record.superOrderCode).map(orderOf)
  return {
    superOrderCode: record.superOrderCode,
    createdAt: record.createdAt,
    source: record.source,
    orderCount: orders.length,
    orders,
    deliveryType: record.deliveryType,
    deliveryAddress: deliveryAddressOf(record),
    ...(record.invoiceGroupFileId ? { invoiceGroupFileId: record.invoiceGroupFileId } : {}),
  }
}

export function superOrderListItemOf(
  ctx: MockContext,
  record: SuperOrderRecord,
): Schemas['SuperOrderListItem'] {
  return {
    code: record.superOrderCode,
    createdAt: record.createdAt,
    source: record.source,
    products: productsOf(ctx, record.superOrderCode).map((product) => ({
      code: product.code,
      title: product.title,
      articleName: product.articleName,
      articleType: product.articleType,
      ...catalogueArticle(product.articleName),
      status: product.status,
      paymentStatus: product.paymentStatus,
      paymentChangedDate: product.paymentChangedDate,
      dispatchedAt: product.dispatchedAt ?? null,
    })),
    ...(record.invoiceGroupFileId ? { invoiceGroupFileId: record.invoiceGroupFileId } : {}),
  }
}

/** Random text for ids made while the mocks run (seeded data uses the seed's random source instead). */
export function runtimeRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32
}

export const day = 86_400_000
