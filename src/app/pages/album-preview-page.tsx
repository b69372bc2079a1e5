// Route module of /my-photos/albums/:id/preview/:photoId: one feature's screen, as it stands.
export { AlbumPreviewPage } from '#app/features/albums/album-preview/album-preview-page'
