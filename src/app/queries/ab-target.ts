import { useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { abSessionId } from '#app/platform/ab-tests/ab-session'
import { type AbTest, type AbVariant, allowedVariant } from '#app/platform/ab-tests/ab-tests'
import { useServiceClient } from './service-clients'

export const abTargetKeys = {
  all: ['ab-target'] as const,
  details: () => [...abTargetKeys.all, 'offer'] as const,
  /** The visitor's offer (variant) of one test. */
  detail: (test: AbTest) => [...abTargetKeys.details(), test] as const,
}

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

/** The visitor's variant of an A/B test: control until the answer arrives, and whenever it is not allowed. */
export function useAbVariant<Test extends AbTest>(test: Test): AbVariant<Test> {
  const client = useServiceClient('abTarget')
  const { data } = useQuery({
    queryKey: abTargetKeys.detail(test),
    queryFn: () => fetchAbVariant(client, test, abSessionId()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return data ?? ('control' as AbVariant<Test>)
}
