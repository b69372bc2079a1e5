// Route module of /orders/:orderCode: one order's details.
export { OrderDetailsPage } from '#app/features/orders/order-details-page'
