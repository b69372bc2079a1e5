// Route module of /my-photos/shared-albums/:id: a legacy shared album: one feature's screen, as it stands.
export { SharedAlbumPage } from '#app/features/shared-albums/shared-album-page'
