import type { ServiceClient } from '#app/api/clients'
import { type AbTest, type AbVariant, allowedVariant } from './ab-tests'

/**
 * The visitor's variant of one test, fetched by mbox name (without a token: it is a third party). An answer for
 * another mbox or outside the allowed variants, or a failed call, means control.
 */
export async function fetchAbVariant<Test extends AbTest>(
  client: ServiceClient<'ab-target'>,
  test: Test,
  sessionId: string,
): Promise<AbVariant<Test>> {
  try {
    const { data } = await client.GET('/v1/offers/{mbox}', {
      params: { path: { mbox: test }, query: { sessionId } },
    })
    const offer = data as { mbox?: unknown; variant?: unknown } | undefined
    if (offer?.mbox !== test) return allowedVariant(test, undefined)
    return allowedVariant(test, offer.variant)
  } catch {
    return allowedVariant(test, undefined)
  }
}
