// Route module of /change-email-success: one feature's screen, as it stands.
export { ChangeEmailSuccessPage } from '#app/features/outer-pages/change-email-success-page'
