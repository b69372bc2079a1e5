import type { ServiceSchemas } from '#app/api/clients'

export type CountryCode = ServiceSchemas<'customers'>['schemas']['CountryCode']

/** The storefronts' countries (the contract's CountryCode), the only ones an address may be in. */
export const storefrontCountries: readonly CountryCode[] = [
  'AT',
  'BE',
  'DK',
  'FR',
  'DE',
  'IE',
  'IT',
  'NL',
  'NO',
  'PT',
  'ES',
  'SE',
  'GB',
]

export function isStorefrontCountry(code: string): code is CountryCode {
  return (storefrontCountries as readonly string[]).includes(code)
}

/** How a country writes an address: which comes first, what the postal code is called, and an example of one. */
export interface AddressFormat {
  /** '12 rue de Rivoli' (France) rather than 'Kalverstraat 12'. */
  numberBeforeStreet: boolean
  /** The town above the postal code, as British and Irish addresses are written. */
  postalCodeAfterCity: boolean
  /** Houses with a name and no number are common, so the number may be left out. */
  numberOptional: boolean
  /** The message id of the postal code's label: 'Postcode' (GB), 'Eircode' (IE), 'Postal code' elsewhere. */
  postalCodeLabel: 'address.postalCode' | 'address.postcode' | 'address.eircode'
  /** A real-looking example shown as the postal code's hint. */
  postalCodeExample: string
}

const continental = {
  numberBeforeStreet: false,
  postalCodeAfterCity: false,
  numberOptional: false,
  postalCodeLabel: 'address.postalCode',
} as const

export const addressFormats: Record<CountryCode, AddressFormat> = {
  AT: { ...continental, postalCodeExample: '1010' },
  BE: { ...continental, postalCodeExample: '2000' },
  DK: { ...continental, postalCodeExample: '1050' },
  FR: { ...continental, numberBeforeStreet: true, postalCodeExample: '75004' },
  DE: { ...continental, postalCodeExample: '10117' },
  IT: { ...continental, postalCodeExample: '00184' },
  NL: { ...continental, postalCodeExample: '1016 GV' },
  NO: { ...continental, postalCodeExample: '0150' },
  PT: { ...continental, postalCodeExample: '1100-148' },
  ES: { ...continental, postalCodeExample: '28013' },
  SE: { ...continental, postalCodeExample: '111 52' },
  GB: {
    numberBeforeStreet: true,
    postalCodeAfterCity: true,
    numberOptional: true,
    postalCodeLabel: 'address.postcode',
    postalCodeExample: 'SW1A 1AA',
  },
  IE: {
    numberBeforeStreet: true,
    postalCodeAfterCity: true,
    numberOptional: true,
    postalCodeLabel: 'address.eircode',
    postalCodeExample: 'D02 X285',
  },
}
