import Cookies from 'js-cookie'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockContext, createMockServer } from '../mocks/node'

/**
 * The Node mocks for a test file: seeded, listening for the whole file, with handlers reset and the auth cookies
 * cleared after each test (each test signs in as the persona it needs).
 */
export async function mockServerForTests() {
  const ctx = await createMockContext()
  const server = createMockServer(ctx)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  })
  afterAll(() => server.close())
  return { ctx, server }
}
