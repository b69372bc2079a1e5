// The page sizes of the photo list, the album lists and the albums' photo lists, which the head start's early calls
// (page-calls.ts) ask for as the photo and shared-album services' queries do
// (docs/requirements/constants.md#constants-photo-page-sizes).

/** Photos per page of GET /photos, the list-based preview's source: the spec's page size for photo lists. */
export const photosPageSize = 500

/** Albums per page. */
export const albumsPageSize = 50

/**
 * The first page of own albums is one smaller because the 'New album' tile takes the grid's first slot: tile + 49
 * albums fill exactly as many slots as a full page, and the grid's column counts divide 50, so rows stay full at every
 * page boundary and the tiles never reflow as pages arrive.
 */
export function albumsPageLimit(cursor: string | undefined): number {
  return cursor === undefined ? albumsPageSize - 1 : albumsPageSize
}

/** Photos per page of an album: the spec's page size for photo lists. */
export const albumPhotosPageSize = 500

/** Photos per page of a shared album: the spec's page size for shared albums. */
export const sharedAlbumPhotosPageSize = 50
