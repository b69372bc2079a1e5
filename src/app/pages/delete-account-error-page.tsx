// Route module of /delete-account-error: one feature's screen, as it stands.
export { DeleteAccountErrorPage } from '#app/features/outer-pages/action-error-page'
