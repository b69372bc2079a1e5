// Route module of /change-email-error: one feature's screen, as it stands.
export { ChangeEmailErrorPage } from '#app/features/outer-pages/action-error-page'
