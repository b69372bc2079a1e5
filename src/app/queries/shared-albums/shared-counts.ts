import { useQuery } from '@tanstack/react-query'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { sharedAlbumKeys } from './keys'

// Its own module: the photos screen's header shows these counts, and the rest of the shared-album service's
// hooks are not needed before its first thumbnail.

/** GET /users of the shared-album service: the shared counts the library's tabs add to their own. */
export function useSharedCounts({ enabled }: { enabled: boolean }) {
  const client = useServiceClient('sharedAlbums')
  return useQuery({
    queryKey: sharedAlbumKeys.counts(),
    queryFn: () => dataOf(client.GET('/users')),
    enabled,
  })
}
