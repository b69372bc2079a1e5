import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import { logFailedCall } from './log-failed-call'

/**
 * Whether a failed read is asked once more (with react-query's backoff): only what may pass by itself, a lost
 * connection, a 5xx or a 429. A timeout has already waited its limit, a wrong or malformed answer would come back
 * the same, and a 4xx is an answer. Writes are never repeated (useOnceMutation).
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false
  if (error.kind === 'network') return true
  return error.kind === 'status' && (error.status >= 500 || error.status === 429)
}

/** The app's one query client: every failure logged once, reads retried by retryRead, mutations never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logFailedCall }),
    mutationCache: new MutationCache({ onError: logFailedCall }),
    defaultOptions: {
      queries: { retry: retryRead, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
