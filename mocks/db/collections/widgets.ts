import { z } from 'zod'
import { shopUrlOfVendor } from '../../handlers/widgets/merchandise-catalogue'
import type { Database, SeedContext } from '../database'
import { seededUuid } from '../random'

// The widget service (online products and their shares) and the widget gallery service (gallery entries,
// categories, blocked orders). The merchandise channels are read-only reference data: see
// mocks/handlers/widgets/merchandise-catalogue.ts.

export const widgetArticleTypes = [
  'HardcoverPhotoBook',
  'SoftcoverPhotoBook',
  'LayFlatPhotoBook',
  'Calendar',
] as const
export type WidgetArticleType = (typeof widgetArticleTypes)[number]

export const widgetSchema = z.object({
  /** The product's code; it is the widget's id. */
  productCode: z.string().min(1),
  ownerSub: z.string(),
  title: z.string().min(1),
  articleType: z.enum(widgetArticleTypes),
  /** The vendor (brand family) the product was ordered from. */
  vendorId: z.string().min(1),
  thumbnailUrl: z.string(),
  pageCount: z.int().positive(),
  isShared: z.boolean(),
  shareUrl: z.string().nullable(),
  sharedAt: z.iso.datetime().nullable(),
  created: z.iso.datetime(),
})

/** A share e-mail the widget service sent (the mock's outbox). */
export const widgetShareSchema = z.object({
  id: z.string(),
  productCode: z.string(),
  ownerSub: z.string(),
  vendorId: z.string(),
  fromName: z.string(),
  /** Decoded from the base64 the app sends. */
  toEmailAddress: z.email(),
  personalMessage: z.string().optional(),
  sentAt: z.iso.datetime(),
})

export const galleryEntrySchema = z.object({
  widgetId: z.string(),
  ownerSub: z.string(),
  channel: z.string(),
  categories: z.array(z.string()).min(1),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
})

export const galleryCategorySchema = z.object({ name: z.string().min(1), position: z.int().nonnegative() })

export const blockedOrderReasons = ['ReportedContent', 'CopyrightClaim', 'PaymentDispute'] as const

export const blockedOrderSchema = z.object({
  orderCode: z.string(),
  reason: z.enum(blockedOrderReasons),
  blockedAt: z.iso.datetime(),
})

export type WidgetRecord = z.infer<typeof widgetSchema>
export type GalleryEntryRecord = z.infer<typeof galleryEntrySchema>

/** Collections for widgets (online products), their shares, gallery entries, categories and blocked orders. */
export const widgetsSchemas = {
  widgets: widgetSchema,
  widgetShares: widgetShareSchema,
  galleryEntries: galleryEntrySchema,
  galleryCategories: galleryCategorySchema,
  blockedOrders: blockedOrderSchema,
}

export const galleryCategoryNames = [
  'Travel',
  'Holidays',
  'Family',
  'Baby',
  'Wedding',
  'Friends',
  'Pets',
  'Nature',
  'Sports',
  'Christmas',
  'Birthday',
  'Yearbook',
]

const day = 86_400_000

/** Where a shared widget can be viewed: the vendor's shop, with the share's token. */
export function shareUrlFor(vendorId: string, token: string): string {
  return `${shopUrlOfVendor(vendorId) ?? 'https://www.printbloom.co.uk'}/online-photo-book/${token}`
}

const coverColours: Record<WidgetArticleType, string[]> = {
  HardcoverPhotoBook: ['#0b6e4f', '#1d3557', '#7b2cbf', '#9c2f2f'],
  SoftcoverPhotoBook: ['#2a9d8f', '#e76f51', '#457b9d', '#6a994e'],
  LayFlatPhotoBook: ['#3d405b', '#5b2a86', '#264653', '#8d5524'],
  Calendar: ['#c2410c', '#b5838d', '#386641', '#1e3a8a'],
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  )
}

/** A cover image that works offline: an SVG data URI in the product's proportions, with its title. */
function thumbnailFor(title: string, articleType: WidgetArticleType, colourIndex: number): string {
  const portrait = articleType === 'SoftcoverPhotoBook' || articleType === 'Calendar'
  const [width, height] = portrait ? [212, 300] : articleType === 'LayFlatPhotoBook' ? [300, 225] : [300, 212]
  const colours = coverColours[articleType]
  const colour = colours[colourIndex % colours.length]!
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>` +
    `<rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#ffffff" stroke-opacity="0.5"/>` +
    `<text x="${width / 2}" y="${height / 2}" font-family="Georgia, serif" font-size="16" fill="#ffffff" ` +
    `text-anchor="middle">${escapeXml(title)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

interface PlannedWidget {
  title: string
  articleType: WidgetArticleType
  pageCount: number
  shared: boolean
  /** The categories of its gallery entry in the persona's channel, if it has one. */
  gallery?: string[]
}

interface WidgetPlan {
  vendorId: string
  /** The channel of the persona's gallery entries. */
  channel: string
  widgets: PlannedWidget[]
  /** How many more (generated) widgets the persona has at volume "thousands". */
  moreWhenThousands: number
}

/** Known widgets per persona; b2b customers have no widgets menu, and no widgets. */
const plans: Record<string, WidgetPlan> = {
  consumer: {
    vendorId: 'printbloom',
    channel: 'printbloom-gb',
    moreWhenThousands: 112,
    widgets: [
      {
        title: 'Summer in Portugal',
        articleType: 'HardcoverPhotoBook',
        pageCount: 48,
        shared: true,
        gallery: ['Travel', 'Holidays'],
      },
      { title: 'Grandma’s 80th birthday', articleType: 'SoftcoverPhotoBook', pageCount: 24, shared: false },
      { title: 'Our wedding day', articleType: 'LayFlatPhotoBook', pageCount: 60, shared: true },
      { title: 'Family calendar 2026', articleType: 'Calendar', pageCount: 13, shared: false },
      { title: 'Road trip through Scotland', articleType: 'HardcoverPhotoBook', pageCount: 80, shared: true },
      {
        title: 'Noah’s first year',
        articleType: 'HardcoverPhotoBook',
        pageCount: 40,
        shared: true,
        gallery: ['Baby', 'Family'],
      },
      {
        title: 'The garden through the seasons',
        articleType: 'SoftcoverPhotoBook',
        pageCount: 32,
        shared: false,
      },
      { title: 'Christmas 2025', articleType: 'HardcoverPhotoBook', pageCount: 26, shared: false },
    ],
  },
  'shared-album-owner': {
    vendorId: 'fotofabriek',
    channel: 'fotofabriek-nl',
    moreWhenThousands: 20,
    widgets: [
      {
        title: 'Weekendje Texel',
        articleType: 'HardcoverPhotoBook',
        pageCount: 36,
        shared: true,
        gallery: ['Travel', 'Nature'],
      },
      { title: 'Kerst bij oma', articleType: 'SoftcoverPhotoBook', pageCount: 24, shared: false },
    ],
  },
  participant: {
    vendorId: 'printbloom',
    channel: 'printbloom-gb',
    moreWhenThousands: 0,
    widgets: [
      { title: 'Hen weekend in Bath', articleType: 'SoftcoverPhotoBook', pageCount: 28, shared: false },
    ],
  },
}

const generatedOpenings = ['Summer in', 'Winter in', 'A week in', 'Weekend in', 'Autumn in', 'Spring in']
const generatedPlaces = [
  'Lisbon',
  'Iceland',
  'Tuscany',
  'Norway',
  'Crete',
  'Provence',
  'Berlin',
  'Lapland',
  'Andalusia',
  'the Alps',
  'Amsterdam',
  'Cornwall',
]

/** The product code of a persona's nth widget (1-based): codes are issued in order, per account. */
export function widgetProductCode(accountId: string, index: number): string {
  return `PC-${accountId}-${String(index).padStart(3, '0')}`
}

async function seedReferenceData(db: Database, epoch: number) {
  const consumer = db.users.findFirst((q) => q.where({ persona: 'consumer' }))
  await db.galleryCategories.createMany(galleryCategoryNames.length, (position) => ({
    name: galleryCategoryNames[position]!,
    position,
  }))
  const blocked: [string, (typeof blockedOrderReasons)[number], number][] = [
    // The consumer's "Road trip through Scotland".
    [widgetProductCode(consumer?.accountId ?? '100001', 5), 'ReportedContent', 20],
    ['PC-900042-001', 'CopyrightClaim', 95],
    ['PC-900077-003', 'PaymentDispute', 210],
  ]
  await db.blockedOrders.createMany(blocked.length, (index) => {
    const [orderCode, reason, daysAgo] = blocked[index]!
    return { orderCode, reason, blockedAt: new Date(epoch - daysAgo * day).toISOString() }
  })
}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedWidgets(db: Database, seed: SeedContext): Promise<void> {
  // Categories and blocked orders belong to no one: seeded once, with the first persona.
  if (db.galleryCategories.count() === 0) await seedReferenceData(db, seed.epoch)
  const plan = plans[seed.persona.id]
  if (!plan || seed.volume === 'empty') return
  const { random, epoch, user } = seed
  const generated = seed.volume === 'thousands' ? plan.moreWhenThousands : 0
  const all: PlannedWidget[] = [
    ...plan.widgets,
    ...Array.from({ length: generated }, (): PlannedWidget => {
      const opening = generatedOpenings[Math.floor(random() * generatedOpenings.length)]!
      const place = generatedPlaces[Math.floor(random() * generatedPlaces.length)]!
      const types = widgetArticleTypes.filter((type) => type !== 'Calendar')
      return {
        title: `${opening} ${place}`,
        articleType: types[Math.floor(random() * types.length)]!,
        pageCount: 24 + 2 * Math.floor(random() * 40),
        shared: random() < 0.4,
      }
    }),
  ]
  const count = all.length
  const widgets = await db.widgets.createMany(count, (index) => {
    const planned = all[index]!
    // Older products have lower codes: the last one is the newest.
    const created = epoch - (count - index) * 23 * day - Math.floor(random() * day)
    const sharedAt = planned.shared
      ? new Date(created + (3 + Math.floor(random() * 20)) * day).toISOString()
      : null
    return {
      productCode: widgetProductCode(user.accountId, index + 1),
      ownerSub: user.sub,
      title: planned.title,
      articleType: planned.articleType,
      vendorId: plan.vendorId,
      thumbnailUrl: thumbnailFor(planned.title, planned.articleType, index),
      pageCount: planned.pageCount,
      isShared: planned.shared,
      shareUrl: planned.shared ? shareUrlFor(plan.vendorId, seededUuid(random)) : null,
      sharedAt,
      created: new Date(created).toISOString(),
    }
  })
  const inGallery = widgets.flatMap((widget, index) => {
    const categories = all[index]!.gallery
    return categories && widget.sharedAt ? [{ widget, categories, at: widget.sharedAt }] : []
  })
  await db.galleryEntries.createMany(inGallery.length, (index) => {
    const { widget, categories, at } = inGallery[index]!
    return {
      widgetId: widget.productCode,
      ownerSub: user.sub,
      channel: plan.channel,
      categories,
      created: at,
      updated: at,
    }
  })
}
