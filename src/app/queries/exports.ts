import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export const exportsKeys = {
  all: ['exports'] as const,
  backup: (backupId: string) => [...exportsKeys.all, 'backup', backupId] as const,
}

/**
 * GET /backups/{id} answered 404: the export is gone or its links expired
 * (docs/requirements/exports.md#exports-expired).
 */
export function isExpiredExport(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

/** GET /backups/{id}: the export's status, with its chunks once READY. A 404 is an answer, not worth a retry. */
export function backupQuery(client: ServiceClient<'exports'>, backupId: string) {
  return queryOptions({
    queryKey: exportsKeys.backup(backupId),
    queryFn: () => dataOf(client.GET('/backups/{id}', { params: { path: { id: backupId } } })),
    retry: (failures, error) => !isExpiredExport(error) && failures < 1,
  })
}

export function useBackup(backupId: string) {
  return useQuery(backupQuery(useServiceClient('exports'), backupId))
}
