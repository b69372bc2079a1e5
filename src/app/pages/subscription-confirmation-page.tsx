// Route module of /subscription-confirmation: the newsletter opt-in link from the e-mail.
export { SubscriptionConfirmationPage } from '#app/features/email-confirmations/subscription-confirmation-page'
