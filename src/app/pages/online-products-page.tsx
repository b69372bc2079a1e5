// Route module of /online-products: the customer's online photo books (widgets), paged.
export { OnlineProductsPage } from '#app/features/online-products/online-products-page'
