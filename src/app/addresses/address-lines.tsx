import { useIntl } from 'react-intl'
import { addressFormats, isStorefrontCountry } from './countries'
import './address-lines.css'

export interface ShownAddress {
  firstName: string
  lastName: string
  companyName?: string | undefined
  streetName: string
  streetNumber?: string | undefined
  additionalInfo?: string | undefined
  postalCode: string
  city: string
  countryCode: string
}

/** An address's lines as its country writes them on an envelope (the name first, the country last). */
export function addressLinesOf(
  address: ShownAddress,
  countryName: (code: string) => string,
  withName = true,
): string[] {
  const format = addressFormats[isStorefrontCountry(address.countryCode) ? address.countryCode : 'NL']
  const number = address.streetNumber?.trim() ?? ''
  const street = format.numberBeforeStreet
    ? [number, address.streetName].filter(Boolean).join(' ')
    : [address.streetName, number].filter(Boolean).join(' ')
  const town = format.postalCodeAfterCity
    ? [address.city, address.postalCode]
    : [`${address.postalCode} ${address.city}`]
  return [
    withName ? `${address.firstName} ${address.lastName}` : '',
    address.companyName ?? '',
    street,
    address.additionalInfo ?? '',
    ...town,
    countryName(address.countryCode),
  ].filter((line) => line.trim() !== '')
}

/** An address as text, one line each (rendered as text, never as markup); without the name where a heading has it. */
export function AddressLines({
  address,
  withName = true,
  id,
}: {
  address: ShownAddress
  withName?: boolean
  id?: string
}) {
  const intl = useIntl()
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' })
  const lines = addressLinesOf(address, (code) => names.of(code) ?? code, withName)
  return (
    <address id={id} className="address-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
        <span key={index} className="address-lines__line">
          {line}
        </span>
      ))}
    </address>
  )
}
