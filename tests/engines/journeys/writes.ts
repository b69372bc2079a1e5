// Counting a journey's writes at the HTTP mock server (the production deployment): each write the customer made
// arrives once, with the body the app meant to send.
import type { LoggedRequest } from '../../../mocks/request-log'
import { expect, mockRequests } from '../fixtures'
import { type Journey, until } from '../journey'

/**
 * The journey's requests the mock server has logged that match, waited for until there is at least one (the log is
 * written as each answer is sent).
 */
export function requestsArrived(
  journey: Journey,
  what: string,
  matches: (request: LoggedRequest) => boolean,
) {
  return until(`${what} at the mock server`, async () => {
    const found = (await mockRequests(journey)).filter(matches)
    return found.length > 0 && found
  })
}

/**
 * Waits until the mock server has answered a write of `method` whose path matches, after `since` of the journey's
 * requests; then expects exactly one, and returns its JSON body (or its size note for another kind of body).
 */
export async function theOneWrite(journey: Journey, since: number, method: string, path: RegExp) {
  const matches = (request: LoggedRequest) =>
    request.seq > since && request.method === method && path.test(request.path)
  const [write] = await requestsArrived(journey, `${method} ${path}`, matches)
  // A second copy would have arrived with the first: the app sends a write at once, not later.
  const all = (await mockRequests(journey)).filter(matches)
  expect(all, `${method} ${path} arrives once`).toHaveLength(1)
  expect(write!.status, `${method} ${path} is accepted`).toBeLessThan(300)
  return write!.body
}

/** The place in the mock server's log of the journey's latest request so far (`seq`). */
export async function requestsSoFar(journey: Journey): Promise<number> {
  return (await mockRequests(journey)).at(-1)?.seq ?? 0
}
