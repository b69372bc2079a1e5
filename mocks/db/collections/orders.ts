import type { Database, SeedContext } from '../database'

/** Collections for orders (superorders), delivery dates, reorder states, PDFs, products, invoices, saved projects: name → zod schema. */
export const ordersSchemas = {}

/** Seeds this group for one persona (the core user, photos and albums already exist). */
export async function seedOrders(_db: Database, _seed: SeedContext): Promise<void> {}
