/** What the preview needs of a photo (the API's Photo, and the shared-album photo, fit). */
export interface PreviewPhoto {
  imageId: string
  localFileName: string
  thumbnails: readonly { id: number; url: string; width: number; height: number }[]
}
