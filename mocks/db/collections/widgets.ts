import type { Database, SeedContext } from '../database'

/** Collections for widgets (online products), gallery entries, categories, blocked orders, merchandise channels: name → zod schema. */
export const widgetsSchemas = {}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedWidgets(_db: Database, _seed: SeedContext): Promise<void> {}
