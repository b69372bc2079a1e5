import { useIntl } from 'react-intl'
import { useRemovalWithUndo } from '#app/photos/use-removal-with-undo'
import { usePhotoDeletion } from '#app/queries/photos/delete-photos'

/**
 * Deletes photos from the library with Undo (decision 0028): they leave every list, the counts and the month headers
 * at once, and DELETE /photos is sent when Undo's 5 s are over; whatever could not be deleted comes back in place,
 * with the spec's message.
 */
export function useDeletePhotos({ preload = false }: { preload?: boolean } = {}) {
  const intl = useIntl()
  return useRemovalWithUndo(
    usePhotoDeletion(),
    {
      removed: (count) => intl.formatMessage({ id: 'photos.deleted' }, { count }),
      failed: (count) =>
        intl.formatMessage({ id: count === 1 ? 'photos.deleteError.one' : 'photos.deleteError.many' }),
    },
    { preload },
  )
}
