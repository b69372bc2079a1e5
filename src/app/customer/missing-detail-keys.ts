/**
 * The details a business account may lack, by name (missing-details.ts says where each is added). A module of its
 * own, without the routes, so the banner's place can check remembered names at the first paint
 * (features/account-shell/remembered-missing-details.ts).
 */
export const missingDetailKeys = [
  'vatNumber',
  'chamberOfCommerceNumber',
  'phoneNumber',
  'paymentMethod',
  'address',
] as const

export type MissingDetailKey = (typeof missingDetailKeys)[number]
