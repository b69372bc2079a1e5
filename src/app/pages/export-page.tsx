// Route module of /my-photos/exports/:backupId: an export's zip chunks: one feature's screen, as it stands.
export { ExportPage } from '#app/features/exports/export-page'
