import type { Database, SeedContext } from '../database'

/** Collections for customers, addresses, e-mail changes, account deletions, content, public configuration, vouchers, subscriptions: name → zod schema. */
export const accountSchemas = {}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedAccount(_db: Database, _seed: SeedContext): Promise<void> {}
