// Route module of /: the overview: one feature's screen, as it stands.
export { HomePage } from '#app/features/account-shell/home-page'
