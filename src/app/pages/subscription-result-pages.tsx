// Route modules of /subscription-confirmation-success and -error.
export { SubscriptionErrorPage, SubscriptionSuccessPage } from '#app/features/outer-pages/subscription-pages'
