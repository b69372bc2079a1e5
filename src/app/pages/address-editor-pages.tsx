export { AddAddressPage } from '#app/features/address-book/add-address-page'
export { ChangeAddressPage } from '#app/features/address-book/change-address-page'
