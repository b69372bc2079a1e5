// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { inputRules } from '../../../generated/input-rules'

export const callbackFormats = ['json', 'xml'] as const

export const ftpIntegrationMessages = {
  callbackUrl: 'ftpIntegration.error.callbackUrl',
  callbackUrlPublic: 'ftpIntegration.error.callbackUrlPublic',
  callbackFormat: 'ftpIntegration.error.callbackFormat',
} as const

const { publicHttpsUrl } = inputRules

/** Whether a text is an absolute https address with a host. */
function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  return url.protocol === 'https:' && url.hostname !== ''
}

/**
 * The FTP integration: the callback address is the contract's PublicHttpsUrl (openapi/customers.yaml): https with a
 * host on the internet, not a local, private or metadata address, at most 2048 characters; and the callbacks' format.
 * An address that is not https at all says so; one that is, on a host the service must not call, says that.
 */
export const ftpIntegrationSchema = z.object({
  callbackUrl: z
    .string()
    .check(
      z.trim(),
      z.maxLength(publicHttpsUrl.maxLength, { error: ftpIntegrationMessages.callbackUrl, abort: true }),
      z.refine(isHttpsUrl, { error: ftpIntegrationMessages.callbackUrl, abort: true }),
      z.regex(publicHttpsUrl.pattern, { error: ftpIntegrationMessages.callbackUrlPublic }),
    ),
  callbackFormat: z.enum(callbackFormats, { error: ftpIntegrationMessages.callbackFormat }),
})

export type FtpIntegrationValues = z.input<typeof ftpIntegrationSchema>
