import { useIntl } from 'react-intl'
import { albumPhotosRemoval } from '#app/photos/album-photos-removal'
import { useRemovalWithUndo } from '#app/photos/use-removal-with-undo'
import { useAlbumPhotoRemoval } from '#app/queries/photos/album-photos'

/**
 * 'Delete from album', with Undo (decision 0028): the photos leave the album's grid and count at once, and the
 * toast that says so ('Photo removed from {albumName}') offers Undo for 5 s; only then does DELETE
 * /albums/{id}/photos run. Whatever could not be removed comes back with the spec's error toast.
 */
export function useRemoveFromAlbum(albumId: string, albumName: string) {
  const intl = useIntl()
  return useRemovalWithUndo(useAlbumPhotoRemoval(albumId), {
    // The spec's success message, said as they leave: Undo sits beside it.
    removed: (count) =>
      count === 1
        ? intl.formatMessage({ id: 'albums.remove.done.one' }, { albumName })
        : intl.formatMessage({ id: 'albums.remove.done.many' }, { albumName, count }),
    failed: (count) =>
      intl.formatMessage({ id: count === 1 ? 'albums.remove.error.one' : 'albums.remove.error.many' }),
    subject: albumPhotosRemoval(albumId),
  })
}
