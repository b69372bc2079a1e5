// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'

/** Message ids of the e-mail change form's checks (shown beside the field and in the error summary). */
export const emailChangeMessages = {
  invalid: 'emailChange.error.invalid',
  same: 'emailChange.error.same',
  inUse: 'emailChange.error.inUse',
} as const

/**
 * The new address: a valid e-mail address (what the identity service accepts: at most 254 characters) and not the
 * current one, compared without case and surrounding spaces, as the service compares them.
 */
export function emailChangeSchema(currentEmail: string | undefined) {
  const current = currentEmail?.trim().toLowerCase()
  return z.object({
    email: z
      .pipe(
        z.string().check(z.trim()),
        z
          .email({ error: emailChangeMessages.invalid })
          .check(z.maxLength(254, { error: emailChangeMessages.invalid })),
      )
      .check(z.refine((email) => email.toLowerCase() !== current, { error: emailChangeMessages.same })),
  })
}

export type EmailChangeValues = z.input<ReturnType<typeof emailChangeSchema>>
