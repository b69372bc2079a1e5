import { useLocation, useNavigate } from 'react-router'
import { usePlatform } from '#app/platform/platform-context'
import { useRequestExport } from '#app/queries/export-request'
import { href } from '#app/routes'
import { exportChannel } from './export-channel'

/** Export creation: initial → requesting → success or failure (docs/requirements/exports.md#exports-create). */
export type ExportState = 'initial' | 'requesting' | 'success' | 'failure'

const exportStates = { idle: 'initial', pending: 'requesting', success: 'success', error: 'failure' } as const

/**
 * Requests an export of all photos. READY at once sends the user to the export page (keeping the query string);
 * any other status is recorded as 'We're processing your export'.
 */
export function useExportAllPhotos() {
  const { brand } = usePlatform()
  const navigate = useNavigate()
  const location = useLocation()
  const mutation = useRequestExport(exportChannel(brand), {
    onSuccess: (request) => {
      if (request.status === 'READY') {
        void navigate({
          pathname: href('photoExports', { backupId: request.backupId }),
          search: location.search,
        })
      }
    },
  })
  // READY keeps the spinner while the export page loads, instead of flashing the 'processing' text.
  const state: ExportState = mutation.data?.status === 'READY' ? 'requesting' : exportStates[mutation.status]
  return { state, start: () => mutation.mutate(), reset: mutation.reset }
}

export type ExportAllPhotos = ReturnType<typeof useExportAllPhotos>
