import type { ReactNode } from 'react'
import { AddressForm } from '#app/addresses/address-form'
import { postalAddressOf, valuesOf } from '#app/addresses/address-schema'
import type { DeliveryAddress, OrderAddress } from '#app/queries/orders'

/**
 * The address kit's form for an order's delivery address. Its own module, loaded when the customer opens the change:
 * the kit brings zod, react-hook-form, libphonenumber-js and postcode-validator, which the details page does not need
 * until then.
 */
export function OrderAddressForm({
  address,
  onSave,
  ...form
}: {
  address: DeliveryAddress
  onSave: (address: OrderAddress) => Promise<unknown>
  busy: boolean
  submitLabel: ReactNode
  status?: ReactNode
  actions?: ReactNode
}) {
  return (
    <AddressForm
      initial={valuesOf(address)}
      onSave={(checked) => onSave(postalAddressOf(checked))}
      {...form}
    />
  )
}
