/**
 * How much data a persona's library holds; QA picks it in the harness. At '100k' and '1m' the consumer has 100,000
 * and 1,000,000 photos, almost all of them virtual (computed, not stored: mocks/db/virtual-photos.ts); the other
 * personas keep their 'few' data.
 */
export const volumes = ['empty', 'few', 'thousands', '100k', '1m'] as const
export type Volume = (typeof volumes)[number]
export const defaultVolume: Volume = 'few'

export interface Persona {
  id: string
  label: string
  description: string
  email: string
  isB2b: boolean
  /** The b2b customer status; consumers have none. */
  customerStatus?: 'Default' | 'New' | 'Blocked'
  /** The customer service answers 404 for this account (deleted). */
  accountDeleted?: boolean
  /** Signing in gives an access token that has already expired, so the app must renew it (the refresh path). */
  signsInExpired?: boolean
  /** The identity provider answers this persona's sign-in with an error instead of a code. */
  signInFails?: boolean
  /**
   * Photos and own albums at each volume. With `stored`, only that many photos are records and the rest come from
   * the virtual photo source (mocks/db/virtual-photos.ts).
   */
  library: Record<Volume, { photos: number; albums: number; stored?: number }>
}

const none = { photos: 0, albums: 0 }
const standard = (few: number, albums: number) => ({
  empty: none,
  few: { photos: few, albums },
  thousands: { photos: few * 100, albums: albums * 10 },
  '100k': { photos: few, albums },
  '1m': { photos: few, albums },
})
/** A huge library: `few` recent uploads are records, the rest of the photos are virtual. */
const huge = (photos: number, few: number, albums: number) => ({ photos, albums, stored: few })
const noLibrary = { empty: none, few: none, thousands: none, '100k': none, '1m': none }

export const personas: Persona[] = [
  {
    id: 'consumer',
    label: 'Consumer',
    description: 'A regular customer with photos and albums',
    email: 'alex.morgan@example.com',
    isB2b: false,
    library: { ...standard(37, 4), '100k': huge(100_000, 37, 6), '1m': huge(1_000_000, 37, 8) },
  },
  {
    id: 'new-customer',
    label: 'New customer',
    description: 'Signed up recently, no photos yet',
    email: 'sam.new@example.com',
    isB2b: false,
    library: noLibrary,
  },
  {
    id: 'b2b-default',
    label: 'Business customer',
    description: 'b2b, status Default',
    email: 'buyer@studio-example.com',
    isB2b: true,
    customerStatus: 'Default',
    library: standard(12, 1),
  },
  {
    id: 'b2b-new',
    label: 'Business customer (new)',
    description: 'b2b, status New: pending validation',
    email: 'new-buyer@studio-example.com',
    isB2b: true,
    customerStatus: 'New',
    library: standard(3, 0),
  },
  {
    id: 'b2b-blocked',
    label: 'Business customer (blocked)',
    description: 'b2b, status Blocked',
    email: 'blocked@studio-example.com',
    isB2b: true,
    customerStatus: 'Blocked',
    library: standard(5, 1),
  },
  {
    id: 'shared-album-owner',
    label: 'Shared-album owner',
    description: 'Owns legacy shared albums with participants',
    email: 'owner@example.com',
    isB2b: false,
    library: standard(20, 2),
  },
  {
    id: 'participant',
    label: 'Shared-album participant',
    description: 'Takes part in someone else’s shared album',
    email: 'participant@example.com',
    isB2b: false,
    library: standard(8, 0),
  },
  {
    id: 'account-deleted',
    label: 'Deleted account',
    description: 'The account was deleted; the customer service answers 404',
    email: 'gone@example.com',
    isB2b: false,
    accountDeleted: true,
    library: noLibrary,
  },
  {
    id: 'expired-token',
    label: 'Expired token',
    description: 'The access token has expired; the app renews it with the refresh token',
    email: 'back.again@example.com',
    isB2b: false,
    signsInExpired: true,
    library: standard(6, 1),
  },
  {
    id: 'broken-identity-provider',
    label: 'Broken identity provider',
    description: 'The identity provider answers the sign-in with an error',
    email: 'unlucky@example.com',
    isB2b: false,
    signInFails: true,
    library: noLibrary,
  },
]

export const defaultPersonaId = 'consumer'

export function subjectOf(personaId: string): string {
  return `user-${personaId}`
}

/** Who a persona is to the identity provider: the fields its user record and its tokens share. */
export function personaIdentity(persona: Persona) {
  return {
    sub: subjectOf(persona.id),
    persona: persona.id,
    email: persona.email,
    idpType: 'mock',
    idpSub: `mock-${persona.id}`,
    isB2b: persona.isB2b,
  }
}

export function findPersona(id: string | null | undefined): Persona | undefined {
  return personas.find((persona) => persona.id === id)
}
