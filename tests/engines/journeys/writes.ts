// Counting a journey's writes at the HTTP mock server (the production deployment): each write the customer made
// arrives once, with the body the app meant to send.
import { expect, mockRequests } from '../fixtures'
import { type Journey, until } from '../journey'

/**
 * Waits until the mock server has answered a write of `method` whose path matches, after `since` of the journey's
 * requests; then expects exactly one, and returns its JSON body (or its size note for another kind of body).
 */
export async function theOneWrite(journey: Journey, since: number, method: string, path: RegExp) {
  const matching = async () =>
    (await mockRequests(journey)).filter(
      (request) => request.seq > since && request.method === method && path.test(request.path),
    )
  const [write] = await until(`${method} ${path} at the mock server`, async () => {
    const found = await matching()
    return found.length > 0 && found
  })
  // A second copy would have arrived with the first: the app sends a write at once, not later.
  expect(await matching(), `${method} ${path} arrives once`).toHaveLength(1)
  expect(write!.status, `${method} ${path} is accepted`).toBeLessThan(300)
  return write!.body
}

/** The place in the mock server's log of the journey's latest request so far (`seq`). */
export async function requestsSoFar(journey: Journey): Promise<number> {
  return (await mockRequests(journey)).at(-1)?.seq ?? 0
}
