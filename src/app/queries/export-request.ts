// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

const backupCreated = z.object({
  backupId: z.string().check(z.minLength(1)),
  status: z.enum(['REQUESTED', 'IN_PROGRESS', 'FAILED', 'READY']),
})

export type ExportRequest = z.infer<typeof backupCreated>

/**
 * POST /backups. The answer must parse ('Unable to parse response!') and must not be FAILED ('Unable to generate
 * backup request!'); both are internal errors (docs/requirements/exports.md#exports-create-errors), logged by the
 * mutation cache.
 */
export async function requestExport(
  client: ServiceClient<'exports'>,
  channel: string,
): Promise<ExportRequest> {
  let answer: unknown
  try {
    answer = await dataOf(client.POST('/backups', { body: { channel } }))
  } catch (error) {
    if (isApiError(error)) throw error
    throw new Error('Unable to parse response!', { cause: error })
  }
  const parsed = backupCreated.safeParse(answer)
  if (!parsed.success) throw new Error('Unable to parse response!', { cause: parsed.error })
  if (parsed.data.status === 'FAILED') throw new Error('Unable to generate backup request!')
  return parsed.data
}

/** Requests an export of all photos for the sales channel, once however often it is asked. */
export function useRequestExport(
  channel: string,
  { onSuccess }: { onSuccess: (request: ExportRequest) => void },
) {
  const client = useServiceClient('exports')
  return useOnceMutation({ mutationFn: () => requestExport(client, channel), onSuccess })
}
