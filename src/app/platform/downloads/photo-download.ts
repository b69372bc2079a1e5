import { fetchAndSave } from './save-file'

/**
 * What a single download needs of a photo (docs/requirements/entities.md#entities-photo: url, untouchedUrl,
 * localFileName).
 */
export interface DownloadablePhoto {
  url: string
  untouchedUrl?: string | undefined
  localFileName: string
}

/** The file a single download saves: the photo as uploaded (untouchedUrl), else as shown (url). */
export function photoFileUrl(photo: DownloadablePhoto): string {
  return photo.untouchedUrl || photo.url
}

/**
 * Saves one photo directly, under its own file name (docs/requirements/downloads.md#downloads-single). Rejects on
 * failure.
 */
export function downloadPhoto(photo: DownloadablePhoto): Promise<void> {
  return fetchAndSave(photoFileUrl(photo), photo.localFileName || 'photo')
}
