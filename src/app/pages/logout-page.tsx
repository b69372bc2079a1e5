// Route module of /logout: signs out: one feature's screen, as it stands.
export { LogoutPage } from '#app/features/account-shell/logout-page'
