/**
 * What the preview needs of a photo (the API's Photo, and the shared-album photo, fit). The details panel shows the
 * optional facts a photo has and leaves out those it lacks.
 */
export interface PreviewPhoto {
  imageId: string
  localFileName: string
  thumbnails: readonly { id: number; url: string; width: number; height: number }[]
  /** Photos uploaded together share it. */
  uploadId?: string
  dateTaken?: string
  /** When it was added to the library (the 'Date uploaded' sort). */
  created?: string
  visibleWidth?: number
  visibleHeight?: number
}
