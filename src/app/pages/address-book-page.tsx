export { AddressBookPage } from '#app/features/address-book/address-book-page'
