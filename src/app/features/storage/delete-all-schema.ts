// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'

/**
 * The delete-all form: the localised confirmation word ('DELETE' in en-GB), compared exactly — no trimming, no
 * case folding (docs/requirements/storage-period.md#storage-period-delete-all). The message is the schema's, shown next
 * to the field.
 */
export function deleteAllSchema(confirmationWord: string, message: string) {
  return z.object({
    confirmation: z.string().check(z.refine((typed) => typed === confirmationWord, { error: message })),
  })
}

export type DeleteAllValues = z.infer<ReturnType<typeof deleteAllSchema>>
