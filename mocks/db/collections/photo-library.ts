import type { Database, SeedContext } from '../database'

/** Collections for shared albums and their participants, downloads (archives), temporary selections: name → zod schema. */
export const photoLibrarySchemas = {}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedPhotoLibrary(_db: Database, _seed: SeedContext): Promise<void> {}
