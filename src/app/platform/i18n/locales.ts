export const locales = [
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
] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en-GB'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
