import { clockOffsetStorageKey, createClock, readClockOffset } from './clock'
import type { MockContext } from './context'
import {
  createDatabase,
  type Database,
  onEveryWrite,
  restoreSnapshot,
  type Snapshot,
  seedDatabase,
  takeSnapshot,
} from './db/database'
import type { Volume } from './db/personas'
import { handlersFor } from './handlers'
import { createPushBus } from './push/push-bus'

const storageKey = 'mock-db'
/** Ends the keeping of this page's db: set by `keeper` as the db starts loading. */
let stopKeeping = () => {}

/**
 * Keeps the browser's db in local storage once it has changed: it survives reloads until the harness resets it. An
 * unchanged seed is not kept: the next page seeds the same again (the seed is fixed per persona, volume and day), which
 * costs less than restoring it (docs/decisions/0031-browser-test-time.md).
 */
function keeper(getDb: () => Database) {
  let pending: ReturnType<typeof setTimeout> | undefined
  let unsaved = false
  let stopped = false
  const save = () => {
    clearTimeout(pending)
    pending = undefined
    if (!unsaved || stopped) return
    unsaved = false
    try {
      localStorage.setItem(storageKey, JSON.stringify(takeSnapshot(getDb())))
    } catch (error) {
      console.warn('[mocks] the mock database could not be saved', error)
    }
  }
  window.addEventListener('pagehide', save)
  stopKeeping = () => {
    stopped = true
    clearTimeout(pending)
  }
  return () => {
    unsaved = true
    pending ??= setTimeout(save, 100)
  }
}

async function loadDatabase(volume: Volume): Promise<Database> {
  let db: Database | undefined
  const changed = keeper(() => db!)
  db = createDatabase(volume, changed)
  const saved = localStorage.getItem(storageKey)
  const restored = saved ? await restoreSnapshot(db, JSON.parse(saved) as Snapshot).catch(() => false) : false
  if (!restored) {
    db = createDatabase(volume, changed)
    await seedDatabase(db)
  }
  // Every write through a collection counts, not only the handlers' own `changed()`.
  onEveryWrite(db, changed)
  return db
}

/** Forgets the browser's db: the page's own keeping stops too, so leaving it does not save the db again. */
export function resetBrowserDatabase(): void {
  stopKeeping()
  localStorage.removeItem(storageKey)
  localStorage.removeItem(clockOffsetStorageKey)
}

/** The mocks in the browser: msw's service worker (through its Vite plugin) answering from the db. */
export async function startBrowserMocks(options: {
  services: Record<string, string>
  volume: Volume
  scenarioIds: readonly string[]
}): Promise<MockContext> {
  // msw updates its worker on every page load without waiting for the update (msw's getWorkerInstance): a page left
  // while it runs rejects it, unhandled ('Failed to update a ServiceWorker … Not found'), which a browser test counts
  // as a page error. The rejection is harmless; in mock mode it is handled here.
  const update = ServiceWorkerRegistration.prototype.update
  ServiceWorkerRegistration.prototype.update = function updateQuietly(this: ServiceWorkerRegistration) {
    const updating = update.call(this)
    updating.catch(() => undefined)
    return updating
  }
  // msw's module loads while the db is seeded or restored.
  const [db, { network }] = await Promise.all([loadDatabase(options.volume), import('virtual:msw')])
  const ctx: MockContext = {
    db,
    clock: createClock(readClockOffset(localStorage)),
    push: createPushBus(),
    services: options.services,
  }
  network.configure({
    handlers: handlersFor(ctx, options.scenarioIds),
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  })
  await network.enable()
  return ctx
}
