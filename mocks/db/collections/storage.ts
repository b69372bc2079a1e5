import type { Database, SeedContext } from '../database'

/** Collections for photo-deletion account information, exports (backups), uploads: name → zod schema. */
export const storageSchemas = {}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedStorage(_db: Database, _seed: SeedContext): Promise<void> {}
