// Route module of /downloads: prepared archives: one feature's screen, as it stands.
export { DownloadsPage } from '#app/features/downloads/downloads-page'
