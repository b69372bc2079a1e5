/**
 * Where the address book's pages are for this customer: business customers have their own add and change routes
 * (account-area §2); the list is one route for both (decision 0018).
 */
export function addressBookPaths(isB2b: boolean) {
  return {
    list: '/settings/addresses/all',
    add: isB2b ? '/settings/b2b/new-address' : '/settings/new-address',
    change: (id: string) => (isB2b ? `/settings/b2b/address/${id}` : `/settings/address/${id}`),
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
