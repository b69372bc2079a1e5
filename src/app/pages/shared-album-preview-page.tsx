// Route module of /my-photos/shared-albums/:id/preview/:photoId: one feature's screen, as it stands.
export { SharedAlbumPreviewPage } from '#app/features/shared-albums/shared-album-preview-page'
