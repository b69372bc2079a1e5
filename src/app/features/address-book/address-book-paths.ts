import { href } from '#app/routes'

/**
 * Where the address book's pages are for this customer: business customers have their own add and change routes
 * (docs/requirements/addresses.md#addresses-screens); the list is one route for both (decision 0018).
 */
export function addressBookPaths(isB2b: boolean) {
  return {
    list: href('allAddresses'),
    add: href(isB2b ? 'addAddressB2b' : 'addAddress'),
    change: (id: string) => href(isB2b ? 'changeAddressB2b' : 'changeAddress', { addressId: id }),
  }
}

/** Said on the list after an add or a change (router state, read once). */
export interface AddressSavedState {
  addressSaved: 'added' | 'changed'
}

export function isAddressSavedState(state: unknown): state is AddressSavedState {
  const saved = (state as Partial<AddressSavedState> | null)?.addressSaved
  return saved === 'added' || saved === 'changed'
}
