// Route module of /my-photos/albums/:id: one album: one feature's screen, as it stands.
export { AlbumPage } from '#app/features/albums/album-page'
