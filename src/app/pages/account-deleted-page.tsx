// Route module of /account-deleted: one feature's screen, as it stands.
export { AccountDeletedPage } from '#app/features/outer-pages/account-deleted-page'
