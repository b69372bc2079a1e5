// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'

export const callbackFormats = ['json', 'xml'] as const

export const ftpIntegrationMessages = {
  callbackUrl: 'ftpIntegration.error.callbackUrl',
  callbackFormat: 'ftpIntegration.error.callbackFormat',
} as const

/** Whether a text is an absolute https address with a host (what the service calls back; the contract's rule). */
function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  return url.protocol === 'https:' && url.hostname !== ''
}

/** The FTP integration: an https callback address (at most 2048 characters) and the callbacks' format. */
export const ftpIntegrationSchema = z.object({
  callbackUrl: z
    .string()
    .check(
      z.trim(),
      z.maxLength(2048, { error: ftpIntegrationMessages.callbackUrl }),
      z.refine(isHttpsUrl, { error: ftpIntegrationMessages.callbackUrl }),
    ),
  callbackFormat: z.enum(callbackFormats, { error: ftpIntegrationMessages.callbackFormat }),
})

export type FtpIntegrationValues = z.input<typeof ftpIntegrationSchema>
