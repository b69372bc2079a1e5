import { z } from 'zod'
import type { Database, SeedContext } from '../database'

// Orders as the order service keeps them: a superorder (what the customer checked out) holds one order per
// product. Delivery dates and the reorder status are kept on the superorder; the PDF and the voucher on the
// product. Saved projects and b2b invoices live here too.

export const orderStatuses = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
] as const
export const paymentStatuses = ['paymentPending', 'paymentFailed', 'paymentSuccess', 'paymentFree'] as const
export const fulfilmentStatuses = [
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const
export const articleTypes = ['Photobook', 'Prints', 'WallDecor', 'Calendar', 'Card'] as const
export const addressChangeStates = ['NotStarted', 'RequestSent', 'SuccessfulUpdate', 'RequestFailed'] as const
export const reorderStatuses = ['Available', 'Preparing', 'NotAvailable'] as const
export const reorderReasons = [
  'OrderNotPaid',
  'OrderCancelled',
  'ProjectExpired',
  'ArticleDiscontinued',
] as const

export const countryCodes = [
  'BE',
  'DE',
  'NL',
  'GB',
  'NO',
  'FR',
  'SE',
  'AT',
  'IE',
  'IT',
  'DK',
  'ES',
  'PT',
] as const

export const addressSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  companyName: z.string().optional(),
  streetName: z.string().min(1),
  streetNumber: z.string().optional(),
  additionalInfo: z.string().optional(),
  postalCode: z.string().min(1),
  city: z.string().min(1),
  countryCode: z.enum(countryCodes),
  phoneNumber: z.string().optional(),
})

export const superOrderSchema = z.object({
  superOrderCode: z.string().min(1),
  ownerSub: z.string(),
  accountId: z.string(),
  createdAt: z.iso.datetime(),
  source: z.enum(['Resnap', 'Albelli']),
  /** Never paid within its payment window: OrderState=notExpired leaves it out. */
  expired: z.boolean(),
  deliveryType: z.enum(['PickupPoint', 'Home']),
  deliveryAddress: addressSchema,
  addressChangeState: z.enum(addressChangeStates),
  /** b2b only, once invoiced. */
  invoiceGroupFileId: z.string().optional(),
  reorderStatus: z.enum(reorderStatuses),
  reorderReason: z.enum(reorderReasons).optional(),
  /** Absent: the delivery service answers 404 ("404 gives none"). */
  deliveryDates: z
    .object({
      expectedDispatchDate: z.iso.date(),
      earliestDeliveryDate: z.iso.date(),
      latestDeliveryDate: z.iso.date(),
      trackAndTraceUrl: z.url().optional(),
    })
    .optional(),
})

export const voucherSchema = z.object({
  code: z.string().min(1),
  discountType: z.enum(['Percentage', 'Amount']),
  discountValue: z.number().positive(),
  currency: z.string().length(3).optional(),
  validUntil: z.iso.datetime(),
  isRedeemed: z.boolean(),
})

/** One order of a superorder: the app's product. */
export const orderProductSchema = z.object({
  code: z.string().min(1),
  superOrderCode: z.string().min(1),
  ownerSub: z.string(),
  accountId: z.string(),
  createdAt: z.iso.datetime(),
  articleName: z.string().min(1),
  articleType: z.enum(articleTypes),
  title: z.string().min(1),
  quantity: z.int().positive(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentChangedDate: z.iso.datetime(),
  fulfilmentStatus: z.enum(fulfilmentStatuses),
  dispatchedAt: z.iso.datetime().optional(),
  voucher: voucherSchema.optional(),
  /** The product has a PDF (files with purpose product.pdf; mappdf lists it; unzip-pdf serves it). */
  pdf: z.object({ createdAt: z.iso.datetime(), pageCount: z.int().positive() }).optional(),
})

export const savedProjectSchema = z.object({
  id: z.uuid(),
  ownerSub: z.string(),
  accountId: z.string(),
  title: z.string().min(1),
  articleName: z.string().min(1),
  articleType: z.enum(articleTypes),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})

/** A current b2b invoice: one PDF billing one or more superorders. */
export const invoiceGroupFileSchema = z.object({
  id: z.string().min(1),
  ownerSub: z.string(),
  issuedAt: z.iso.datetime(),
  superOrderCodes: z.array(z.string()),
  totalAmount: z.number().nonnegative(),
  currency: z.string().length(3),
})

/** An invoice from before the current invoicing (b2b). */
export const historicalInvoiceSchema = z.object({
  id: z.string().min(1),
  ownerSub: z.string(),
  channel: z.string().min(1),
  orderRef: z.string().min(1),
  invoiceDate: z.iso.date(),
  totalAmount: z.number().nonnegative(),
  currency: z.string().length(3),
})

export type SuperOrderRecord = z.infer<typeof superOrderSchema>
export type OrderProductRecord = z.infer<typeof orderProductSchema>
export type SavedProjectRecord = z.infer<typeof savedProjectSchema>
export type InvoiceGroupFileRecord = z.infer<typeof invoiceGroupFileSchema>
export type HistoricalInvoiceRecord = z.infer<typeof historicalInvoiceSchema>
export type AddressRecord = z.infer<typeof addressSchema>
export type VoucherRecord = z.infer<typeof voucherSchema>

/** Collections for orders (superorders), delivery dates, reorder states, PDFs, products, invoices, saved projects: name → zod schema. */
export const ordersSchemas = {
  superOrders: superOrderSchema,
  orderProducts: orderProductSchema,
  savedProjects: savedProjectSchema,
  invoiceGroupFiles: invoiceGroupFileSchema,
  historicalInvoices: historicalInvoiceSchema,
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding. Codes and ids are built from the account id and a position (not from the random source, which other
// groups draw from first), so QA and the contract samples can name them; the random source varies the rest.

const day = 86_400_000
const minute = 60_000

/**
 * The articles orders and projects are made of: the name the order and project services give each, and the
 * merchandise catalogue's article it is (mocks/handlers/widgets/merchandise-catalogue.ts), whose title names it.
 */
export const articles = [
  {
    articleName: 'PhotobookA4Landscape',
    articleType: 'Photobook',
    articleId: 'PAP_101',
    label: 'Photo book A4 landscape',
  },
  {
    articleName: 'PhotobookSquare30',
    articleType: 'Photobook',
    articleId: 'PAP_102',
    label: 'Square photo book 30x30',
  },
  {
    articleName: 'PhotobookXLLayFlat',
    articleType: 'Photobook',
    articleId: 'PAP_104',
    label: 'XL lay-flat photo book',
  },
  { articleName: 'Prints10x15', articleType: 'Prints', articleId: 'PAP_910', label: 'Photo prints 10x15' },
  { articleName: 'Canvas60x40', articleType: 'WallDecor', articleId: 'PAP_930', label: 'Canvas 60x40' },
  { articleName: 'CalendarA3', articleType: 'Calendar', articleId: 'PAP_970', label: 'Wall calendar A3' },
  {
    articleName: 'GreetingCardsFolded',
    articleType: 'Card',
    articleId: 'PAP_980',
    label: 'Folded greeting cards',
  },
] as const

/** The catalogue's article id of an article name, when the catalogue has it: `{ articleId }` or nothing. */
export function catalogueArticle(articleName: string): { articleId?: string } {
  const article = articles.find((candidate) => candidate.articleName === articleName)
  return article ? { articleId: article.articleId } : {}
}
type ArticleName = (typeof articles)[number]['articleName']

const themes = [
  'Summer in Lisbon',
  'Our wedding',
  'Baby’s first year',
  'Road trip Norway',
  'Family 2025',
  'Grandma’s 80th',
  'Winter in the Alps',
  'Garden year',
  'City trip Rome',
  'School memories',
  'Christmas cards',
  'Beach week',
]

/** A deterministic id in uuid form from a key (FNV-1a), so a seeded id does not depend on the random source. */
export function stableUuid(key: string): string {
  let hex = ''
  for (let round = 0; hex.length < 32; round++) {
    let hash = 0x811c9dc5
    for (const char of `${round}:${key}`) {
      hash ^= char.charCodeAt(0)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    // MurmurHash3's finaliser spreads nearby keys apart.
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0
    hex += ((hash ^ (hash >>> 16)) >>> 0).toString(16).padStart(8, '0')
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export const superOrderCodeOf = (accountId: string, position: number) =>
  `SO-${accountId}-${String(position).padStart(2, '0')}`
export const productCodeOf = (superOrderCode: string, position: number) =>
  `${superOrderCode.replace(/^SO-/, 'PR-')}-${position}`

type VoucherPlan = 'valid' | 'expired' | 'redeemed'
interface ProductPlan {
  article: ArticleName
  status: (typeof orderStatuses)[number]
  payment: (typeof paymentStatuses)[number]
  fulfilment: (typeof fulfilmentStatuses)[number]
  dispatchedDaysAgo?: number
  voucher?: VoucherPlan
  pdf?: boolean
}
interface OrderPlan {
  daysAgo: number
  source: 'Resnap' | 'Albelli'
  delivery?: 'PickupPoint' | 'Home'
  addressChange?: (typeof addressChangeStates)[number]
  expired?: boolean
  reorder: (typeof reorderStatuses)[number]
  reason?: (typeof reorderReasons)[number]
  /** Delivery dates known (the delivery service answers them). */
  dates?: boolean
  products: ProductPlan[]
}

const paid = { payment: 'paymentSuccess' } as const
const shipped = (dispatchedDaysAgo: number) =>
  ({ status: 'Dispatched', ...paid, fulfilment: 'shipped', dispatchedDaysAgo }) as const

/**
 * The consumer's orders, oldest first (positions 01, 02, …): every display status, both sources, in progress
 * (created within 30 days, not dispatched more than 14 days ago) and history. Days are before the seed epoch.
 */
const consumerOrders: OrderPlan[] = [
  // 01: history, free photo book, its project expired
  {
    daysAgo: 400,
    source: 'Resnap',
    reorder: 'NotAvailable',
    reason: 'ProjectExpired',
    products: [
      {
        article: 'PhotobookSquare30',
        ...shipped(395),
        payment: 'paymentFree',
        voucher: 'redeemed',
        pdf: true,
      },
    ],
  },
  // 02: never paid, expired (left out with OrderState=notExpired)
  {
    daysAgo: 300,
    source: 'Albelli',
    expired: true,
    reorder: 'NotAvailable',
    reason: 'OrderNotPaid',
    products: [
      {
        article: 'PhotobookA4Landscape',
        status: 'Received',
        payment: 'paymentFailed',
        fulfilment: 'verification failed',
      },
    ],
  },
  // 03: history, cancelled after payment (rejected in verification)
  {
    daysAgo: 200,
    source: 'Albelli',
    reorder: 'NotAvailable',
    reason: 'OrderCancelled',
    products: [{ article: 'PhotobookXLLayFlat', status: 'Cancelled', ...paid, fulfilment: 'rejected' }],
  },
  // 04: history, pickup point, canvas no longer sold
  {
    daysAgo: 120,
    source: 'Albelli',
    delivery: 'PickupPoint',
    reorder: 'NotAvailable',
    reason: 'ArticleDiscontinued',
    products: [
      { article: 'PhotobookA4Landscape', ...shipped(113), voucher: 'expired', pdf: true },
      { article: 'Canvas60x40', ...shipped(113) },
    ],
  },
  // 05: history, delivered long ago (no delivery dates any more)
  {
    daysAgo: 45,
    source: 'Resnap',
    reorder: 'Available',
    products: [
      { article: 'PhotobookSquare30', ...shipped(38), voucher: 'expired', pdf: true },
      { article: 'Prints10x15', ...shipped(38) },
    ],
  },
  // 06: history although created within 30 days: dispatched 20 days ago
  {
    daysAgo: 28,
    source: 'Albelli',
    reorder: 'Available',
    dates: true,
    products: [{ article: 'CalendarA3', ...shipped(20), voucher: 'redeemed' }],
  },
  // 07: in progress, cancelled (payment failed)
  {
    daysAgo: 25,
    source: 'Albelli',
    reorder: 'NotAvailable',
    reason: 'OrderCancelled',
    products: [
      {
        article: 'PhotobookA4Landscape',
        status: 'Cancelled',
        payment: 'paymentFailed',
        fulfilment: 'cancelled',
      },
      {
        article: 'GreetingCardsFolded',
        status: 'Cancelled',
        payment: 'paymentFailed',
        fulfilment: 'processing failed',
      },
    ],
  },
  // 08: in progress, sent 6 days ago (address was changed successfully before production)
  {
    daysAgo: 20,
    source: 'Resnap',
    addressChange: 'SuccessfulUpdate',
    reorder: 'Available',
    dates: true,
    products: [
      { article: 'PhotobookSquare30', ...shipped(6), voucher: 'valid', pdf: true },
      { article: 'Prints10x15', ...shipped(6) },
    ],
  },
  // 09: in progress, production completed; a late address change failed; projects being restored
  {
    daysAgo: 12,
    source: 'Albelli',
    addressChange: 'RequestFailed',
    reorder: 'Preparing',
    dates: true,
    products: [
      {
        article: 'PhotobookA4Landscape',
        status: 'ProductionCompleted',
        payment: 'paymentFree',
        fulfilment: 'producing',
        voucher: 'valid',
        pdf: true,
      },
    ],
  },
  // 10: in progress, in production, pickup point, three products
  {
    daysAgo: 9,
    source: 'Albelli',
    delivery: 'PickupPoint',
    reorder: 'Available',
    dates: true,
    products: [
      {
        article: 'PhotobookXLLayFlat',
        status: 'ProductionStarted',
        ...paid,
        fulfilment: 'producing',
        voucher: 'valid',
        pdf: true,
      },
      { article: 'Canvas60x40', status: 'ProductionCompleted', ...paid, fulfilment: 'producing' },
      {
        article: 'CalendarA3',
        status: 'ProductionStarted',
        ...paid,
        fulfilment: 'delayed',
        voucher: 'valid',
      },
    ],
  },
  // 11: in progress, ordered (paid, approved): its address change goes to production (202 RequestSent)
  {
    daysAgo: 5,
    source: 'Resnap',
    reorder: 'Available',
    dates: true,
    products: [
      {
        article: 'PhotobookSquare30',
        status: 'Confirmed',
        ...paid,
        fulfilment: 'approved',
        voucher: 'valid',
      },
    ],
  },
  // 12: in progress, ordered but on hold
  {
    daysAgo: 3,
    source: 'Albelli',
    reorder: 'Available',
    products: [{ article: 'GreetingCardsFolded', status: 'Confirmed', ...paid, fulfilment: 'on_hold' }],
  },
  // 13: in progress, awaiting payment: its address changes at once (200 SuccessfulUpdate)
  {
    daysAgo: 2,
    source: 'Albelli',
    reorder: 'NotAvailable',
    reason: 'OrderNotPaid',
    products: [
      {
        article: 'PhotobookA4Landscape',
        status: 'Received',
        payment: 'paymentPending',
        fulfilment: 'processing',
      },
      { article: 'Prints10x15', status: 'Received', payment: 'paymentPending', fulfilment: 'processing' },
    ],
  },
]

const businessOrders: OrderPlan[] = [
  {
    daysAgo: 90,
    source: 'Albelli',
    reorder: 'Available',
    products: [
      { article: 'PhotobookA4Landscape', ...shipped(84), pdf: true },
      { article: 'GreetingCardsFolded', ...shipped(84) },
    ],
  },
  {
    daysAgo: 60,
    source: 'Albelli',
    reorder: 'Available',
    products: [{ article: 'Canvas60x40', ...shipped(55) }],
  },
  {
    daysAgo: 35,
    source: 'Albelli',
    reorder: 'Available',
    products: [{ article: 'PhotobookSquare30', ...shipped(30), pdf: true }],
  },
  {
    daysAgo: 8,
    source: 'Albelli',
    reorder: 'Available',
    dates: true,
    products: [{ article: 'CalendarA3', status: 'ProductionStarted', ...paid, fulfilment: 'producing' }],
  },
  {
    daysAgo: 1,
    source: 'Albelli',
    reorder: 'NotAvailable',
    reason: 'OrderNotPaid',
    products: [
      { article: 'Prints10x15', status: 'Received', payment: 'paymentPending', fulfilment: 'processing' },
    ],
  },
]

interface PersonaOrders {
  orders: OrderPlan[]
  projects: number
  /** b2b: how many current invoices bill the oldest superorders, and how many historical invoices. */
  invoices?: { current: number; historical: number; channel: string; currency: string }
  name: [string, string]
  address: Omit<AddressRecord, 'firstName' | 'lastName'>
}

const amsterdam = {
  streetName: 'Keizersgracht',
  streetNumber: '123B',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL' as const,
  phoneNumber: '+31 20 123 4567',
}
const pickupPoint = {
  companyName: 'Pickup point Albert Heijn Rozengracht',
  streetName: 'Rozengracht',
  streetNumber: '44',
  postalCode: '1016 ND',
  city: 'Amsterdam',
  countryCode: 'NL' as const,
}

const plans: Record<string, PersonaOrders> = {
  consumer: { orders: consumerOrders, projects: 13, name: ['Alex', 'Morgan'], address: amsterdam },
  'b2b-default': {
    orders: businessOrders,
    projects: 4,
    invoices: { current: 3, historical: 5, channel: 'albelli-nl', currency: 'EUR' },
    name: ['Robin', 'Visser'],
    address: {
      companyName: 'Studio Example B.V.',
      streetName: 'Oudegracht',
      streetNumber: '210',
      postalCode: '3511 NR',
      city: 'Utrecht',
      countryCode: 'NL',
      phoneNumber: '+31 30 765 4321',
    },
  },
  'b2b-new': {
    orders: businessOrders.slice(3),
    projects: 1,
    invoices: { current: 1, historical: 1, channel: 'albelli-be', currency: 'EUR' },
    name: ['Noor', 'Peeters'],
    address: {
      companyName: 'New Studio BV',
      streetName: 'Meir',
      streetNumber: '12',
      postalCode: '2000',
      city: 'Antwerpen',
      countryCode: 'BE',
      phoneNumber: '+32 3 123 45 67',
    },
  },
  'b2b-blocked': {
    orders: [
      businessOrders[0]!,
      {
        daysAgo: 60,
        source: 'Albelli',
        reorder: 'NotAvailable',
        reason: 'OrderCancelled',
        products: [{ article: 'Canvas60x40', status: 'Cancelled', ...paid, fulfilment: 'cancelled' }],
      },
    ],
    projects: 0,
    invoices: { current: 1, historical: 2, channel: 'albelli-de', currency: 'EUR' },
    name: ['Kim', 'Schneider'],
    address: {
      companyName: 'Blocked Fotografie GmbH',
      streetName: 'Schillerstraße',
      streetNumber: '5',
      postalCode: '10625',
      city: 'Berlin',
      countryCode: 'DE',
      phoneNumber: '+49 30 1234567',
    },
  },
  'shared-album-owner': {
    orders: [consumerOrders[4]!, consumerOrders[10]!],
    projects: 3,
    name: ['Jordan', 'Owner'],
    address: { ...amsterdam, streetName: 'Prinsengracht', streetNumber: '7' },
  },
  participant: {
    orders: [{ ...consumerOrders[5]!, products: [{ article: 'Prints10x15', ...shipped(20) }] }],
    projects: 1,
    name: ['Pat', 'Participant'],
    address: { ...amsterdam, streetName: 'Herengracht', streetNumber: '301' },
  },
  // new-customer and account-deleted: no orders, no projects, no invoices.
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

const voucherAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function voucherCode(random: () => number): string {
  return `THANKS-${Array.from({ length: 6 }, () => pick(random, [...voucherAlphabet])).join('')}`
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function voucherOf(plan: VoucherPlan, seed: SeedContext): VoucherRecord {
  const { random, epoch } = seed
  const amount = random() < 0.3
  return {
    code: voucherCode(random),
    discountType: amount ? 'Amount' : 'Percentage',
    discountValue: amount ? 5 : pick(random, [10, 15, 20]),
    ...(amount ? { currency: 'EUR' } : {}),
    validUntil: new Date(epoch + (plan === 'expired' ? -10 : 60) * day).toISOString(),
    isRedeemed: plan === 'redeemed',
  }
}

/**
 * The thousands volume adds many old orders (numbered after the persona's own, so their codes stay the same at
 * every volume), so the list's Limit (100) and Offset matter.
 */
function bulkHistory(count: number): OrderPlan[] {
  return Array.from({ length: count }, (_, index) => ({
    daysAgo: 1500 - index * 9,
    source: index % 3 === 0 ? ('Resnap' as const) : ('Albelli' as const),
    reorder: 'NotAvailable' as const,
    reason: 'ProjectExpired' as const,
    products: [{ article: articles[index % articles.length]!.articleName, ...shipped(1495 - index * 9) }],
  }))
}

async function seedSuperOrders(db: Database, seed: SeedContext, persona: PersonaOrders) {
  const { user, random, epoch } = seed
  const orderPlans =
    seed.volume === 'thousands' && seed.persona.id === 'consumer'
      ? [...persona.orders, ...bulkHistory(120)]
      : persona.orders
  const homeAddress: AddressRecord = {
    firstName: persona.name[0],
    lastName: persona.name[1],
    ...persona.address,
  }
  for (const [index, plan] of orderPlans.entries()) {
    const superOrderCode = superOrderCodeOf(user.accountId, index + 1)
    const created = epoch - plan.daysAgo * day - Math.floor(random() * 600) * minute
    const dispatched = plan.products
      .map((product) => product.dispatchedDaysAgo)
      .filter((d) => d !== undefined)
    const firstDispatch = dispatched.length > 0 ? epoch - Math.max(...dispatched) * day : undefined
    const dispatchAt = firstDispatch ?? epoch + (1 + Math.floor(random() * 4)) * day
    const delivery = plan.delivery ?? 'Home'
    await db.superOrders.create({
      superOrderCode,
      ownerSub: user.sub,
      accountId: user.accountId,
      createdAt: new Date(created).toISOString(),
      source: plan.source,
      expired: plan.expired ?? false,
      deliveryType: delivery,
      deliveryAddress:
        delivery === 'PickupPoint'
          ? { ...pickupPoint, firstName: persona.name[0], lastName: persona.name[1] }
          : homeAddress,
      addressChangeState: plan.addressChange ?? 'NotStarted',
      reorderStatus: plan.reorder,
      ...(plan.reason ? { reorderReason: plan.reason } : {}),
      ...(plan.dates
        ? {
            deliveryDates: {
              expectedDispatchDate: isoDay(dispatchAt),
              earliestDeliveryDate: isoDay(dispatchAt + 1 * day),
              latestDeliveryDate: isoDay(dispatchAt + (delivery === 'PickupPoint' ? 4 : 3) * day),
              ...(firstDispatch === undefined
                ? {}
                : { trackAndTraceUrl: `https://track.carrier.example/${superOrderCode}` }),
            },
          }
        : {}),
    })
    for (const [position, product] of plan.products.entries()) {
      const article = articles.find((candidate) => candidate.articleName === product.article)!
      const theme = pick(random, themes)
      const dispatchedAt =
        product.dispatchedDaysAgo === undefined ? undefined : epoch - product.dispatchedDaysAgo * day
      const paymentChanged =
        created + (product.payment === 'paymentPending' ? 0 : 2 + Math.floor(random() * 20)) * minute
      await db.orderProducts.create({
        code: productCodeOf(superOrderCode, position + 1),
        superOrderCode,
        ownerSub: user.sub,
        accountId: user.accountId,
        createdAt: new Date(created).toISOString(),
        articleName: article.articleName,
        articleType: article.articleType,
        title: article.articleType === 'Prints' ? `${theme} prints` : theme,
        quantity: article.articleType === 'Prints' ? 24 + Math.floor(random() * 40) : 1,
        status: product.status,
        paymentStatus: product.payment,
        paymentChangedDate: new Date(paymentChanged).toISOString(),
        fulfilmentStatus: product.fulfilment,
        ...(dispatchedAt === undefined ? {} : { dispatchedAt: new Date(dispatchedAt).toISOString() }),
        ...(product.voucher ? { voucher: voucherOf(product.voucher, seed) } : {}),
        ...(product.pdf
          ? {
              pdf: {
                createdAt: new Date(created + (1 + Math.floor(random() * 2)) * day).toISOString(),
                pageCount: 24 + 2 * Math.floor(random() * 20),
              },
            }
          : {}),
      })
    }
  }
}

async function seedProjects(db: Database, seed: SeedContext, count: number) {
  const { user, random, epoch } = seed
  const total = seed.volume === 'thousands' && seed.persona.id === 'consumer' ? count * 20 : count
  const firstTheme = Math.floor(random() * themes.length)
  for (let index = 0; index < total; index++) {
    const article = articles[(index * 5) % articles.length]!
    const updated = epoch - (index * 3 + Math.floor(random() * 3)) * day - Math.floor(random() * 900) * minute
    const created = updated - Math.floor(random() * 40) * day
    await db.savedProjects.create({
      id: stableUuid(`${user.accountId}/project/${index + 1}`),
      ownerSub: user.sub,
      accountId: user.accountId,
      title: `${themes[(firstTheme + index) % themes.length]}${index >= themes.length ? ` (${Math.floor(index / themes.length) + 1})` : ''}`,
      articleName: article.articleName,
      articleType: article.articleType,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    })
  }
}

async function seedInvoices(
  db: Database,
  seed: SeedContext,
  invoices: NonNullable<PersonaOrders['invoices']>,
) {
  const { user, random, epoch } = seed
  const superOrders = db.superOrders.findMany((q) => q.where({ ownerSub: user.sub }), {
    orderBy: { createdAt: 'asc' },
  })
  // The oldest paid, not cancelled superorders are invoiced, one invoice each (the newest are not invoiced yet).
  const billable = superOrders
    .filter((order) =>
      db.orderProducts
        .findMany((q) => q.where({ superOrderCode: order.superOrderCode }))
        .every((product) => product.status !== 'Received' && product.status !== 'Cancelled'),
    )
    .slice(0, invoices.current)
  for (const [index, order] of billable.entries()) {
    const id = `IG-${user.accountId}-${String(index + 1).padStart(2, '0')}`
    await db.invoiceGroupFiles.create({
      id,
      ownerSub: user.sub,
      issuedAt: new Date(Date.parse(order.createdAt) + 1 * day).toISOString(),
      superOrderCodes: [order.superOrderCode],
      totalAmount: Math.round((40 + random() * 400) * 100) / 100,
      currency: invoices.currency,
    })
    await db.superOrders.update(order, {
      data(record) {
        record.invoiceGroupFileId = id
      },
    })
  }
  for (let index = 0; index < invoices.historical; index++) {
    const invoiceDate = isoDay(epoch - (400 + index * 45) * day)
    await db.historicalInvoices.create({
      id: `HI-${user.accountId}-${String(index + 1).padStart(2, '0')}`,
      ownerSub: user.sub,
      channel: invoices.channel,
      orderRef: `B2B-${invoiceDate.slice(0, 4)}-${String(1000 + index * 37).padStart(5, '0')}`,
      invoiceDate,
      totalAmount: Math.round((80 + random() * 900) * 100) / 100,
      currency: invoices.currency,
    })
  }
}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedOrders(db: Database, seed: SeedContext): Promise<void> {
  const persona = plans[seed.persona.id]
  if (!persona) return
  await seedSuperOrders(db, seed, persona)
  await seedProjects(db, seed, persona.projects)
  if (persona.invoices && seed.user.isB2b) await seedInvoices(db, seed, persona.invoices)
}
