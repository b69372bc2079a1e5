import { zodResolver } from '@hookform/resolvers/zod'
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A form checked by its zod schema, set up alike in every form (docs/adding-an-account-page.md, Forms): checked when
 * sent, and again only when sent again, so a message does not change under the customer's typing; the error summary
 * takes the focus on a failed send and links to the fields (a form without a summary asks for the field's focus).
 */
export function useCheckedForm<Values extends FieldValues, Checked = Values>(
  schema: $ZodType<Checked, Values>,
  options: Omit<UseFormProps<Values, unknown, Checked>, 'resolver' | 'mode' | 'reValidateMode'>,
) {
  return useForm<Values, unknown, Checked>({
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
}
