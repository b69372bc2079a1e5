import { usePlatform } from '#app/platform/platform-context'
import type { PhotoPreviewActions } from './preview-action-bar'
import type { PreviewPhoto } from './preview-photo'

/**
 * What the feature flags leave out of a preview's bottom bar, for its actions: without the album view nothing of
 * albums is offered (no Copy to album, not even disabled); without the download view, no Download.
 */
export function useFlaggedPreviewActions(): Pick<
  PhotoPreviewActions<PreviewPhoto>,
  'withoutCopyToAlbum' | 'withoutDownload'
> {
  const { flags } = usePlatform()
  return { withoutCopyToAlbum: !flags.AlbumViewEnabled, withoutDownload: !flags.DownloadViewEnabled }
}
