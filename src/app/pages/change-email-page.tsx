// Route module of /settings/email and /settings/b2b/email: asking for a new e-mail address.
export { ChangeEmailPage } from '#app/features/email-change/change-email-page'
