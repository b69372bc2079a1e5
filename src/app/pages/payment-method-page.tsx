export { PaymentMethodPage } from '#app/features/payment-method/payment-method-page'
