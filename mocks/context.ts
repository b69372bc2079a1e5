import type { MockClock } from './clock'
import type { Database } from './db/database'
import type { PushBus } from './push/push-bus'

/** What every handler is built from: the data, the clock, and the base URL of each service it answers for. */
export interface MockContext {
  db: Database
  clock: MockClock
  /** Messages for the push channel (archive downloads, imports). */
  push: PushBus
  /** Base URL of each backing service, as in the app's config.json. */
  services: Record<string, string>
}
