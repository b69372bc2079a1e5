import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'

const activationStatuses = ['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const
export type ActivationStatus = (typeof activationStatuses)[number]

/**
 * The internal error of an activation answer that does not parse (docs/requirements/errors.md#errors-photo-internal).
 */
export const activationParseError = 'Failed to parse response!'

/** The status of an activation answer ({ status }), or the spec's 'Failed to parse response!'. */
export function parseActivation(body: unknown): ActivationStatus {
  const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined
  if (!activationStatuses.includes(status as ActivationStatus)) throw new Error(activationParseError)
  return status as ActivationStatus
}

/** GET /users/activate. */
export async function fetchActivationStatus(client: ServiceClient<'photos'>): Promise<ActivationStatus> {
  const { data } = await client.GET('/users/activate')
  return parseActivation(data)
}

/** POST /users/activate (no body): starts the import of a NOT_ACTIVE library; answers the status after it. */
export async function activateLibrary(client: ServiceClient<'photos'>): Promise<ActivationStatus> {
  const { data } = await client.POST('/users/activate')
  return parseActivation(data)
}

/** Under the library's key, so refreshing the library after an import asks for the status again too. */
export function activationStatusQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoKeys.activation(),
    queryFn: () => fetchActivationStatus(client),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useActivationStatus() {
  return useQuery(activationStatusQuery(useServiceClient('photos')))
}

/**
 * GET and POST /users/activate with the photo service's client, for the activation controller (which sends the
 * activation through onceWrite).
 */
export function useActivationCalls(): {
  fetchStatus: () => Promise<ActivationStatus>
  activate: () => Promise<ActivationStatus>
} {
  const client = useServiceClient('photos')
  return useMemo(
    () => ({ fetchStatus: () => fetchActivationStatus(client), activate: () => activateLibrary(client) }),
    [client],
  )
}
