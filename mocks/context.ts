import type { Database } from './db/database'

/** What every handler is built from: the data and the base URL of each service it answers for. */
export interface MockContext {
  db: Database
  /** Base URL of each backing service, as in the app's config.json. */
  services: Record<string, string>
}
