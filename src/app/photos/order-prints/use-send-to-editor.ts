import { useIntl } from 'react-intl'
import { useAppNavigate } from '#app/platform/navigation'
import { useCreateTempSelection } from '#app/queries/temp-selections'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { useToasts } from '#app/ui/toast/toast-provider'
import { printsEditorAddress } from './editor-url'
import { atLeast, minimumOverlayMs } from './minimum-duration'

/**
 * Proceeding in order-prints mode (docs/requirements/order-prints.md#order-prints-transfer): POST /temp-selections with
 * the chosen photos, at least 3 seconds of overlay, then a full page load of the prints editor with the selection and
 * PAP_910 (useAppNavigate: a target starting with http leaves the app). A failure shows 'Error transferring photos. Try
 * again.'
 */
export function useSendToEditor(channel: string, editorUrl: string) {
  const intl = useIntl()
  const toasts = useToasts()
  const navigate = useAppNavigate()
  const createTempSelection = useCreateTempSelection()
  return useOnceMutation({
    mutationFn: (photoIds: string[]) => atLeast(createTempSelection(photoIds), minimumOverlayMs),
    onSuccess: ({ tempSelectionId }) => navigate(printsEditorAddress(editorUrl, channel, tempSelectionId)),
    onError: () => toasts.show(intl.formatMessage({ id: 'orderPrints.error' }), { kind: 'error' }),
  })
}
