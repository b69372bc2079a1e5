import { setupServer } from 'msw/node'
import { createClock } from './clock'
import type { MockContext } from './context'
import { createDatabase, seedDatabase } from './db/database'
import type { Volume } from './db/personas'
import { handlersFor } from './handlers'
import { createPushBus } from './push/push-bus'
import { servicesUnder } from './services'

export const testServices = servicesUnder('http://localhost:9090')

/** A seeded context for Node: unit and contract tests build their handlers from it. */
export async function createMockContext(
  options: { volume?: Volume; services?: Record<string, string> } = {},
): Promise<MockContext> {
  const db = createDatabase(options.volume)
  await seedDatabase(db)
  return { db, clock: createClock(), push: createPushBus(), services: options.services ?? testServices }
}

/** The mocks intercepting fetch in Node (msw setupServer). */
export function createMockServer(ctx: MockContext, scenarioIds: readonly string[] = []) {
  return setupServer(...handlersFor(ctx, scenarioIds))
}
