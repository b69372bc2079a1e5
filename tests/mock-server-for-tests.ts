import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockContext, createMockServer } from '../mocks/node'

/** Every cookie of the test's document (jsdom), expired: the tokens and whatever else a test wrote. */
function clearCookies() {
  if (typeof document === 'undefined') return
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies of any name, which the app's helpers do not.
    document.cookie = `${pair.split('=')[0]}=; expires=${new Date(0).toUTCString()}; path=/`
  }
}

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
    clearCookies()
  })
  afterAll(() => server.close())
  return { ctx, server }
}
