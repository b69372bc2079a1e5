import { clockOffsetStorageKey, createClock, readClockOffset } from './clock'
import type { MockContext } from './context'
import {
  createDatabase,
  type Database,
  restoreSnapshot,
  type Snapshot,
  seedDatabase,
  takeSnapshot,
} from './db/database'
import type { Volume } from './db/personas'
import { handlersFor } from './handlers'
import { createPushBus } from './push/push-bus'

const storageKey = 'mock-db'

/** Saves the browser's db in local storage: it survives reloads until the harness resets it. */
function saver(getDb: () => Database) {
  let pending: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    pending = undefined
    try {
      localStorage.setItem(storageKey, JSON.stringify(takeSnapshot(getDb())))
    } catch (error) {
      console.warn('[mocks] the mock database could not be saved', error)
    }
  }
  window.addEventListener('pagehide', save)
  return () => {
    if (pending === undefined) pending = setTimeout(save, 100)
  }
}

async function loadDatabase(volume: Volume): Promise<Database> {
  let db: Database | undefined
  const changed = saver(() => db!)
  db = createDatabase(volume, changed)
  const saved = localStorage.getItem(storageKey)
  const restored = saved ? await restoreSnapshot(db, JSON.parse(saved) as Snapshot).catch(() => false) : false
  if (!restored) {
    db = createDatabase(volume, changed)
    await seedDatabase(db)
    changed()
  }
  return db
}

export function resetBrowserDatabase(): void {
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
