import { mutationOptions } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { saveBlob } from '#app/platform/downloads/save-file'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

/** The file name a product's PDF is saved under. */
export const productPdfFileName = (code: string) => `${code}.pdf`

/**
 * GET {unzip pdf}/v1/pdf/me/{code} as a blob (docs/requirements/services.md#services-products), saved as {code}.pdf.
 */
export function saveProductPdfMutation(client: ServiceClient<'unzip-pdf'>) {
  return mutationOptions({
    mutationFn: async (code: string) => {
      const { data } = await client.GET('/v1/pdf/me/{code}', {
        params: { path: { code } },
        parseAs: 'blob',
      })
      saveBlob(data as Blob, productPdfFileName(code))
    },
  })
}

/** Saves a product's PDF as a file; the variables are the product code. */
export function useSaveProductPdf() {
  return useOnceMutation(saveProductPdfMutation(useServiceClient('unzipPdf')))
}
