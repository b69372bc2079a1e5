// Route module of /my-photos/photos/preview/:id: the full-screen preview of the library: one feature's screen, as it stands.
export { PhotoPreviewPage } from '#app/features/photo-library/preview/photo-preview-page'
