// The page sizes of the albums' photo lists, which the head start's early calls (page-calls.ts) ask for as the photo
// and shared-album services' queries do (docs/requirements/constants.md#constants-photo-page-sizes).

/** Photos per page of an album: the spec's page size for photo lists. */
export const albumPhotosPageSize = 500

/** Photos per page of a shared album: the spec's page size for shared albums. */
export const sharedAlbumPhotosPageSize = 50
