import { useQuery } from '@tanstack/react-query'
import { dataOf } from '#app/api/create-service-client'
import { usePlatform } from '#app/platform/platform-context'
import { type PublicConfig, storefrontConfigOf } from '../../brands/storefront-config'
import { useServiceClient } from './service-clients'

export const publicConfigKeys = {
  all: ['publicConfig'] as const,
  storefront: (host: string) => [...publicConfigKeys.all, host] as const,
}

/**
 * The storefront's menus and routes from GET {public config}/{host}; while it loads, and when it fails
 * (docs/requirements/services.md#services-public-config: "with a fallback on failure"; the failure is logged by the
 * query cache), the built-in ones for the brand.
 */
export function useStorefrontConfig(): PublicConfig {
  const { brand, identity } = usePlatform()
  const client = useServiceClient('publicConfig')
  const host = typeof window === 'undefined' ? brand.host : window.location.host
  const answer = useQuery({
    queryKey: publicConfigKeys.storefront(host),
    queryFn: () => dataOf(client.GET('/{host}', { params: { path: { host } } })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The service needs a bearer token: anonymous visitors (the outer pages) get the built-in menus and routes.
    enabled: identity !== null,
  })
  return answer.data ?? storefrontConfigOf(brand)
}

/** A named storefront link (contact-us, faq, store, create-account, products, …), if the storefront has it. */
export function storefrontRoute(config: PublicConfig, name: string): string | undefined {
  return config.routes.find((route) => route.name === name)?.path
}
