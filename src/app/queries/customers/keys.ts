/** The customer service's key tree. */
export const customerKeys = {
  all: ['customers'] as const,
  /** The signed-in customer's account. */
  me: () => [...customerKeys.all, 'me'] as const,
  /** The signed-in customer's address book. */
  addresses: () => [...customerKeys.me(), 'addresses'] as const,
}
