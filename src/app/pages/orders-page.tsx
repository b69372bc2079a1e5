// Route module of /orders: the order list.
export { OrdersPage } from '#app/features/orders/orders-page'
