import { z } from 'zod'
import type { Brand } from '../../../src/app/platform/brand/brand'
import registry from '../../../src/brands/brand-registry.json'
import { storefrontConfigOf } from '../../../src/brands/storefront-config'
import type { Database, SeedContext } from '../database'
import { type Persona, personas } from '../personas'

// The customer service, the identity service's deletions and e-mail changes, the e-mail gateway's subscriptions,
// and the content, public-configuration and voucher services' (not personal) data.

const countryCode = z.enum(['BE', 'DE', 'NL', 'GB', 'NO', 'FR', 'SE', 'AT', 'IE', 'IT', 'DK', 'ES', 'PT'])
export type CountryCode = z.infer<typeof countryCode>
export const countryCodes = countryCode.options

const companySchema = z.object({
  name: z.string().min(1),
  vatNumber: z.string().optional(),
  chamberOfCommerceNumber: z.string().optional(),
})

export const customerSchema = z.object({
  sub: z.string(),
  accountId: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().optional(),
  isB2b: z.boolean(),
  /** b2b customers only. */
  customerStatus: z.enum(['Default', 'New', 'Blocked']).optional(),
  /** A confirmed account deletion sets it; the customer service then answers 404. */
  accountDeleted: z.boolean(),
  company: companySchema.optional(),
  ftpIntegration: z.object({ callbackUrl: z.string(), callbackFormat: z.enum(['json', 'xml']) }).optional(),
  /** b2b customers only: invoice, or direct debit from an account (only the IBAN's last four are kept). */
  paymentMethod: z
    .object({
      method: z.enum(['invoice', 'directDebit']),
      accountHolder: z.string().optional(),
      ibanEnding: z.string().optional(),
      mandateGivenAt: z.iso.datetime().optional(),
    })
    .optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})

export const addressSchema = z.object({
  id: z.string(),
  /** The owner. */
  sub: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().optional(),
  streetName: z.string(),
  streetNumber: z.string().optional(),
  additionalInfo: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  countryCode,
  phoneNumber: z.string().optional(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
})

/** An account deletion request; its id is the confirmation token of the e-mailed link. */
export const accountDeletionSchema = z.object({
  id: z.string(),
  sub: z.string(),
  channel: z.string(),
  status: z.enum(['Pending', 'Confirmed']),
  requestedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().optional(),
})

/** The identity's e-mail change: one per identity, its token fixed, the pending address replaced by each request. */
export const emailChangeSchema = z.object({
  token: z.string(),
  sub: z.string(),
  newEmail: z.email(),
  channel: z.string(),
  status: z.enum(['Pending', 'Confirmed']),
  requestedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().optional(),
  /** When each request was made (rejected ones too), for the rate limit. */
  attempts: z.array(z.iso.datetime()),
})

/** A confirmed newsletter subscription (pending ones follow the token rule and are not stored). */
export const subscriptionSchema = z.object({
  email: z.string(),
  status: z.literal('Confirmed'),
  confirmedAt: z.iso.datetime(),
})

export const articleGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  articleTypes: z.array(z.string()),
  productionDays: z.int().min(0),
})

export const campaignSchema = z.object({
  name: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  cutoffs: z.array(z.object({ articleGroupId: z.string(), countryCode, lastOrderAt: z.iso.datetime() })),
})

const menuItemSchema = z.object({
  key: z.string(),
  labelKey: z.string(),
  href: z.string(),
  external: z.boolean(),
  audience: z.enum(['all', 'consumer', 'b2b']),
  featureFlag: z.string().optional(),
})

const localeSchema = z.enum([
  'en-GB',
  'nl-NL',
  'es-ES',
  'fr-FR',
  'nl-BE',
  'de-AT',
  'it-IT',
  'da-DK',
  'pt-PT',
  'nb-NO',
  'sv-SE',
])

export const publicConfigSchema = z.object({
  /** The production host, or the brand's internal alias. */
  key: z.string(),
  brandId: z.string(),
  locale: localeSchema,
  menus: z.object({ side: z.array(menuItemSchema), footer: z.array(menuItemSchema) }),
  routes: z.array(z.object({ name: z.string(), path: z.string() })),
})

export const voucherSchema = z.object({
  /** Upper case. */
  code: z.string(),
  campaignName: z.string(),
  title: z.string(),
  discountType: z.enum(['Percentage', 'FixedAmount', 'FreeShipping']),
  discountValue: z.number().positive().optional(),
  currency: z.string().optional(),
  minimumOrderValue: z.number().min(0).optional(),
  articleTypes: z.array(z.string()),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
})

export type CustomerRecord = z.infer<typeof customerSchema>
export type AddressRecord = z.infer<typeof addressSchema>
export type PublicConfigRecord = z.infer<typeof publicConfigSchema>
export type VoucherRecord = z.infer<typeof voucherSchema>
export type CampaignRecord = z.infer<typeof campaignSchema>

/** Collections for customers, addresses, e-mail changes, account deletions, content, public configuration, vouchers, subscriptions: name → zod schema. */
export const accountSchemas = {
  customers: customerSchema,
  addresses: addressSchema,
  accountDeletions: accountDeletionSchema,
  emailChanges: emailChangeSchema,
  subscriptions: subscriptionSchema,
  articleGroups: articleGroupSchema,
  campaigns: campaignSchema,
  publicConfigs: publicConfigSchema,
  vouchers: voucherSchema,
}

// ---- Known tokens and codes (QA links use them; the documents' x-decisions describe the same rules) ----

/** The confirmation token of a persona's account deletion: /delete-account-confirmation?confirmation-token=… */
export function deletionTokenOf(personaId: string): string {
  return `delete-account-${personaId}`
}

/** The confirmation token of a persona's e-mail change: /change-email-confirmation?confirmation-token=… */
export function emailChangeTokenOf(personaId: string): string {
  return `change-email-${personaId}`
}

/** The e-mail gateway's valid subscription token for an address: optin- + the local part in lower case. */
export function subscriptionTokenOf(email: string): string {
  return `optin-${email.slice(0, email.lastIndexOf('@')).toLowerCase()}`
}

/** An address nobody may change to, besides every account's current address. */
export const reservedEmail = 'taken@example.com'

/** A fixed id in uuid form: readable, and stable whatever the other groups draw from the seed. */
export function fixedUuid(prefix: string, personaIndex: number, n: number): string {
  return `${prefix}-0000-4000-8000-${String(personaIndex * 100 + n).padStart(12, '0')}`
}

const day = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

// ---- Customers and addresses per persona ----

type SeedAddress = Omit<AddressRecord, 'id' | 'sub' | 'isDefault' | 'createdAt'>

interface CustomerSeed {
  firstName: string
  lastName: string
  phoneNumber?: string
  company?: z.infer<typeof companySchema>
  ftpIntegration?: CustomerRecord['ftpIntegration']
  paymentMethod?: CustomerRecord['paymentMethod']
  addresses: SeedAddress[]
}

const customerSeeds: Record<string, CustomerSeed> = {
  consumer: {
    firstName: 'Alex',
    lastName: 'Morgan',
    phoneNumber: '+44 20 7946 0123',
    addresses: [
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        streetName: 'Baker Street',
        streetNumber: '221b',
        postalCode: 'NW1 6XE',
        city: 'London',
        countryCode: 'GB',
        phoneNumber: '+44 20 7946 0123',
      },
      {
        firstName: 'Alex',
        lastName: 'Morgan',
        streetName: 'Deansgate',
        streetNumber: '14',
        additionalInfo: 'Flat 3',
        postalCode: 'M3 2BW',
        city: 'Manchester',
        countryCode: 'GB',
      },
      {
        firstName: 'Jamie',
        lastName: 'Morgan',
        streetName: 'Prinsengracht',
        streetNumber: '263',
        postalCode: '1016 GV',
        city: 'Amsterdam',
        countryCode: 'NL',
        phoneNumber: '+31 20 555 0123',
      },
    ],
  },
  'new-customer': { firstName: 'Sam', lastName: 'New', addresses: [] },
  'b2b-default': {
    firstName: 'Jordan',
    lastName: 'Visser',
    phoneNumber: '+31 10 555 0199',
    // Default status: one detail still to give (the Chamber of Commerce number), which settings then name.
    company: { name: 'Studio Example B.V.', vatNumber: 'NL123456789B01' },
    ftpIntegration: { callbackUrl: 'https://studio-example.com/hooks/print-orders', callbackFormat: 'json' },
    addresses: [
      {
        firstName: 'Jordan',
        lastName: 'Visser',
        companyName: 'Studio Example B.V.',
        streetName: 'Witte de Withstraat',
        streetNumber: '50',
        postalCode: '3012 BR',
        city: 'Rotterdam',
        countryCode: 'NL',
        phoneNumber: '+31 10 555 0199',
      },
      {
        firstName: 'Goods',
        lastName: 'Receiving',
        companyName: 'Studio Example B.V.',
        streetName: 'Industrieweg',
        streetNumber: '12-14',
        additionalInfo: 'Dock 2',
        postalCode: '3044 AS',
        city: 'Rotterdam',
        countryCode: 'NL',
      },
    ],
  },
  'b2b-new': {
    paymentMethod: {
      method: 'directDebit',
      accountHolder: 'Neue Bildagentur GmbH',
      ibanEnding: '3000',
      mandateGivenAt: '2026-03-02T09:30:00.000Z',
    },
    firstName: 'Lena',
    lastName: 'Becker',
    phoneNumber: '+49 30 5555 0142',
    company: {
      name: 'Neue Bildagentur GmbH',
      vatNumber: 'DE123456789',
      chamberOfCommerceNumber: 'HRB 123456',
    },
    addresses: [
      {
        firstName: 'Lena',
        lastName: 'Becker',
        companyName: 'Neue Bildagentur GmbH',
        streetName: 'Friedrichstraße',
        streetNumber: '120',
        postalCode: '10117',
        city: 'Berlin',
        countryCode: 'DE',
        phoneNumber: '+49 30 5555 0142',
      },
    ],
  },
  'b2b-blocked': {
    firstName: 'Pieter',
    lastName: 'Claes',
    phoneNumber: '+32 3 555 01 77',
    company: { name: 'Fotostudio Claes BV', vatNumber: 'BE0123456789' },
    addresses: [
      {
        firstName: 'Pieter',
        lastName: 'Claes',
        companyName: 'Fotostudio Claes BV',
        streetName: 'Meir',
        streetNumber: '85',
        postalCode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
      },
    ],
  },
  'shared-album-owner': {
    firstName: 'Camille',
    lastName: 'Durand',
    phoneNumber: '+33 6 12 34 56 78',
    addresses: [
      {
        firstName: 'Camille',
        lastName: 'Durand',
        streetName: 'Rue de Rivoli',
        streetNumber: '12',
        postalCode: '75004',
        city: 'Paris',
        countryCode: 'FR',
        phoneNumber: '+33 6 12 34 56 78',
      },
      {
        firstName: 'Camille',
        lastName: 'Durand',
        streetName: 'Avenue Jean Médecin',
        streetNumber: '3',
        postalCode: '06000',
        city: 'Nice',
        countryCode: 'FR',
      },
    ],
  },
  participant: {
    firstName: 'Erik',
    lastName: 'Lindqvist',
    addresses: [
      {
        firstName: 'Erik',
        lastName: 'Lindqvist',
        streetName: 'Drottninggatan',
        streetNumber: '45',
        postalCode: '111 21',
        city: 'Stockholm',
        countryCode: 'SE',
        phoneNumber: '+46 8 555 012 34',
      },
    ],
  },
  'account-deleted': {
    firstName: 'Robin',
    lastName: 'Hale',
    addresses: [
      {
        firstName: 'Robin',
        lastName: 'Hale',
        streetName: 'High Street',
        streetNumber: '7',
        postalCode: 'OX1 4AH',
        city: 'Oxford',
        countryCode: 'GB',
      },
    ],
  },
}

/** A persona added later still gets a customer: named after its e-mail, with one address. */
function fallbackSeed(persona: Persona): CustomerSeed {
  const local = persona.email.split('@')[0] ?? 'customer'
  const name = local.charAt(0).toUpperCase() + local.slice(1)
  return {
    firstName: name,
    lastName: 'Example',
    addresses: [
      {
        firstName: name,
        lastName: 'Example',
        streetName: 'Market Street',
        streetNumber: '1',
        postalCode: 'EC1A 1BB',
        city: 'London',
        countryCode: 'GB',
      },
    ],
  }
}

async function seedCustomer(db: Database, seed: SeedContext) {
  const { persona, user } = seed
  const personaIndex = personas.findIndex((candidate) => candidate.id === persona.id)
  const data = customerSeeds[persona.id] ?? fallbackSeed(persona)
  const createdAt =
    persona.id === 'new-customer'
      ? seed.epoch - 2 * day
      : seed.epoch - Math.floor(200 + seed.random() * 1300) * day
  await db.customers.create({
    sub: user.sub,
    accountId: user.accountId,
    email: user.email,
    firstName: data.firstName,
    lastName: data.lastName,
    phoneNumber: data.phoneNumber,
    isB2b: persona.isB2b,
    customerStatus: persona.isB2b ? (persona.customerStatus ?? 'Default') : undefined,
    accountDeleted: persona.accountDeleted ?? false,
    company: persona.isB2b ? data.company : undefined,
    ftpIntegration: persona.isB2b ? data.ftpIntegration : undefined,
    paymentMethod: persona.isB2b ? (data.paymentMethod ?? { method: 'invoice' }) : undefined,
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt + Math.floor(seed.random() * 100) * day),
  })
  for (const [index, address] of data.addresses.entries()) {
    await db.addresses.create({
      ...address,
      id: fixedUuid('ad000000', personaIndex, index + 1),
      sub: user.sub,
      isDefault: index === 0,
      createdAt: iso(createdAt + (index + 1) * day),
    })
  }
}

async function seedIdentity(db: Database, seed: SeedContext) {
  const { persona, user } = seed
  const channel = registry.defaultBrandId
  const deleted = persona.accountDeleted ?? false
  await db.accountDeletions.create({
    id: deletionTokenOf(persona.id),
    sub: user.sub,
    channel,
    status: deleted ? 'Confirmed' : 'Pending',
    requestedAt: iso(seed.epoch - 12 * day),
    confirmedAt: deleted ? iso(seed.epoch - 11 * day) : undefined,
  })
  if (deleted) return
  const at = user.email.lastIndexOf('@')
  await db.emailChanges.create({
    token: emailChangeTokenOf(persona.id),
    sub: user.sub,
    newEmail: `${user.email.slice(0, at)}.new${user.email.slice(at)}`,
    channel,
    status: 'Pending',
    requestedAt: iso(seed.epoch - day),
    attempts: [],
  })
}

// ---- Content, public configuration and vouchers (the same for everyone; seeded once) ----

const articleGroups = [
  {
    id: 'photo-books',
    name: 'Photo books',
    articleTypes: ['PhotoBook', 'LayFlatPhotoBook'],
    productionDays: 3,
  },
  { id: 'calendars', name: 'Calendars', articleTypes: ['WallCalendar', 'DeskCalendar'], productionDays: 2 },
  { id: 'prints', name: 'Photo prints', articleTypes: ['Print', 'Poster'], productionDays: 1 },
  {
    id: 'wall-decor',
    name: 'Wall decor',
    articleTypes: ['Canvas', 'Acrylic', 'Aluminium', 'Wood'],
    productionDays: 4,
  },
  { id: 'cards', name: 'Cards', articleTypes: ['GreetingCard', 'Postcard'], productionDays: 1 },
]

/** Days a parcel travels from the plant to each country. */
const shippingDays: Record<CountryCode, number> = {
  NL: 1,
  BE: 1,
  DE: 1,
  GB: 2,
  FR: 2,
  AT: 2,
  DK: 2,
  IE: 3,
  IT: 3,
  ES: 3,
  SE: 3,
  NO: 4,
  PT: 4,
}

function campaign(name: string, title: string, startsAt: number, endsAt: number): CampaignRecord {
  return {
    name,
    title,
    startsAt: iso(startsAt),
    endsAt: iso(endsAt),
    cutoffs: articleGroups.flatMap((group) =>
      countryCodes.map((country) => ({
        articleGroupId: group.id,
        countryCode: country,
        // Orders close at 18:00 UTC the day production and shipping still fit before the campaign ends.
        lastOrderAt: iso(
          Date.UTC(
            new Date(endsAt).getUTCFullYear(),
            new Date(endsAt).getUTCMonth(),
            new Date(endsAt).getUTCDate() - group.productionDays - shippingDays[country] - 1,
            18,
          ),
        ),
      })),
    ),
  }
}

function campaigns(epoch: number): CampaignRecord[] {
  const year = new Date(epoch).getUTCFullYear()
  return [
    campaign('christmas', 'Christmas', Date.UTC(year, 10, 1), Date.UTC(year, 11, 24, 12)),
    campaign('valentines-day', "Valentine's Day", Date.UTC(year + 1, 0, 15), Date.UTC(year + 1, 1, 14, 12)),
    campaign('mothers-day', "Mother's Day", Date.UTC(year, 3, 15), Date.UTC(year, 4, 10, 12)),
  ]
}

function vouchers(epoch: number): VoucherRecord[] {
  return [
    {
      code: 'SUMMER25',
      campaignName: 'summer',
      title: '25% off photo books',
      discountType: 'Percentage',
      discountValue: 25,
      articleTypes: ['PhotoBook', 'LayFlatPhotoBook'],
      validFrom: iso(epoch - 30 * day),
      validUntil: iso(epoch + 3650 * day),
    },
    {
      code: 'WELCOME10',
      campaignName: 'welcome',
      title: '10 EUR off your first order over 40 EUR',
      discountType: 'FixedAmount',
      discountValue: 10,
      currency: 'EUR',
      minimumOrderValue: 40,
      articleTypes: [],
      validFrom: iso(epoch - 365 * day),
      validUntil: iso(epoch + 3650 * day),
    },
    {
      code: 'FREESHIP',
      campaignName: 'free-shipping',
      title: 'Free shipping',
      discountType: 'FreeShipping',
      articleTypes: [],
      validFrom: iso(epoch - 10 * day),
      validUntil: iso(epoch + 3650 * day),
    },
    {
      code: 'SPRING15',
      campaignName: 'spring',
      title: '15% off wall decor',
      discountType: 'Percentage',
      discountValue: 15,
      articleTypes: ['Canvas', 'Acrylic', 'Aluminium', 'Wood'],
      validFrom: iso(epoch - 120 * day),
      validUntil: iso(epoch - 60 * day),
    },
  ]
}

const brandEntries = registry.brands as Brand[]

/** The public configuration of one brand: the same menus and routes the app falls back to. */
function publicConfigOf(brand: Brand): PublicConfigRecord {
  return { ...storefrontConfigOf(brand), locale: localeSchema.parse(brand.locale) }
}

async function seedShared(db: Database, seed: SeedContext) {
  for (const group of articleGroups) await db.articleGroups.create(group)
  for (const record of campaigns(seed.epoch)) await db.campaigns.create(record)
  for (const brand of brandEntries) await db.publicConfigs.create(publicConfigOf(brand))
  for (const record of vouchers(seed.epoch)) await db.vouchers.create(record)
}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedAccount(db: Database, seed: SeedContext): Promise<void> {
  if (db.publicConfigs.all().length === 0) await seedShared(db, seed)
  await seedCustomer(db, seed)
  await seedIdentity(db, seed)
}
