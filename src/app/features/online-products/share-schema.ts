// zod/mini: this page's only schema, so the full zod (22 kB gzip) stays out of its chunks.
import { z } from 'zod/mini'
import { multiLineText, singleLineText } from '#app/ui/form/text-rules'

/** Message ids of the share form's checks. */
export const shareMessages = {
  senderName: 'widgetShare.error.senderName',
  recipientEmail: 'widgetShare.error.recipientEmail',
  tooLong: 'widgetShare.error.tooLong',
} as const

/** The contract's limits (openapi/widgets.yaml, PUT /v1/widget/{id}/share). */
export const shareLimits = { senderName: 100, personalMessage: 1000 } as const

/**
 * The share form (SenderName, RecipientEmail, PersonalMessage; the vendorId comes from the storefront's channel:
 * docs/requirements/online-products.md#online-products-share): a name, a valid e-mail address, and an optional message
 * within the service's limits and characters.
 */
export const shareSchema = z.object({
  senderName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: shareMessages.senderName }),
      singleLineText(),
      z.maxLength(shareLimits.senderName, { error: shareMessages.tooLong }),
    ),
  recipientEmail: z.pipe(z.string().check(z.trim()), z.email({ error: shareMessages.recipientEmail })),
  personalMessage: z
    .string()
    .check(
      z.trim(),
      multiLineText(),
      z.maxLength(shareLimits.personalMessage, { error: shareMessages.tooLong }),
    ),
})

export type ShareValues = z.input<typeof shareSchema>
export type ShareDetails = z.output<typeof shareSchema>
