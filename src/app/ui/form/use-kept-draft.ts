import { useEffect, useRef, useState } from 'react'
import { offerDraft, takeDraft } from '#app/platform/form-drafts'

/**
 * A form's draft across a session that ended on its own (decision 0061): while the form is open it offers
 * `current()`, kept if the session ends; mounted again on this page after signing in, it answers what was kept,
 * once. Undefined when nothing was kept; a form without an id keeps nothing.
 */
export function useKeptDraft<Draft>(formId: string | undefined, current: () => Draft): Draft | undefined {
  const [kept] = useState(() => (formId ? takeDraft<Draft>(formId) : undefined))
  const read = useRef(current)
  read.current = current
  useEffect(() => (formId ? offerDraft(formId, () => read.current()) : undefined), [formId])
  return kept
}
