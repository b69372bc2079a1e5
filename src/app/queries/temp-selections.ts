import { useCallback } from 'react'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

/** POST /temp-selections with the chosen photos: answers the selection's id the prints editor opens. */
export function useCreateTempSelection(): (photoIds: string[]) => Promise<{ tempSelectionId: string }> {
  const client = useServiceClient('tempSelections')
  return useCallback((photoIds) => dataOf(client.POST('/temp-selections', { body: { photoIds } })), [client])
}
