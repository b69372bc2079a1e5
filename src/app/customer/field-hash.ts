/**
 * The personal details fields a link elsewhere (the business customer's status banner, the settings' list of what is
 * missing) can lead to, focused: the address names the field by its hash, /settings/personal-details#vatNumber, and
 * the form moves focus to it once it shows, so the keyboard and the screen reader arrive at it, its label announced.
 */
export const linkableFields = ['vatNumber', 'chamberOfCommerceNumber', 'phoneNumber'] as const
export type LinkableField = (typeof linkableFields)[number]

/** The hash that leads to a field: '#chamberOfCommerceNumber'. */
export const fieldHash = (field: LinkableField): string => `#${field}`

/** The field an address's hash leads to, if it names one ('#vatNumber' → 'vatNumber'); anything else, none. */
export function fieldOfHash(hash: string): LinkableField | undefined {
  const name = hash.replace(/^#/, '')
  return linkableFields.find((field) => field === name)
}
