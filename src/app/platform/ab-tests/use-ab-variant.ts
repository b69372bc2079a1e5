import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '#app/platform/platform-context'
import { abSessionId } from './ab-session'
import type { AbTest, AbVariant } from './ab-tests'
import { fetchAbVariant } from './fetch-ab-variant'

/** The visitor's variant of an A/B test: control until the answer arrives, and whenever it is not allowed. */
export function useAbVariant<Test extends AbTest>(test: Test): AbVariant<Test> {
  const { clients } = usePlatform()
  const { data } = useQuery({
    queryKey: ['ab-variant', test],
    queryFn: () => fetchAbVariant(clients.abTarget, test, abSessionId()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return data ?? ('control' as AbVariant<Test>)
}
