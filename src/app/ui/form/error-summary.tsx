import { type ReactNode, useEffect, useId, useRef } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import './form.css'

export interface FormProblem {
  /** The id of the field the problem is about (TextField's `id`). */
  fieldId: string
  message: ReactNode
}

/**
 * The summary's problems from react-hook-form's errors, in the order of `fieldIds` (the form's order): each field's
 * message through `describe` (a message id to its text, say), linked to the field's id.
 */
export function problemsOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldIds: Partial<Record<keyof Values & string, string>>,
  describe: (message: string) => ReactNode = (message) => message,
): FormProblem[] {
  return Object.entries(fieldIds).flatMap(([name, fieldId]) => {
    const message = errors[name]?.message
    return typeof message === 'string' && fieldId ? [{ fieldId, message: describe(message) }] : []
  })
}

interface ErrorSummaryProps {
  problems: FormProblem[]
  /**
   * Changes with every submit (react-hook-form's `submitCount`): a failed submit moves focus to the summary, so
   * keyboard and screen-reader users hear what to fix and can jump to each field. Give the form
   * `shouldFocusError: false`, or react-hook-form moves the focus on to the first field.
   */
  submitCount: number
}

/**
 * The problems of a form that failed its checks, at its top, each a link to its field (the pattern of the best
 * public-service design systems), on top of the messages beside the fields. Nothing when there is no problem.
 */
export function ErrorSummary({ problems, submitCount }: ErrorSummaryProps) {
  const titleId = useId()
  const summary = useRef<HTMLElement>(null)
  const hasProblems = problems.length > 0
  useEffect(() => {
    if (submitCount > 0 && hasProblems) summary.current?.focus()
  }, [submitCount, hasProblems])
  if (!hasProblems) return null
  return (
    <section ref={summary} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        <FormattedMessage id="form.problems" />
      </h2>
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              onClick={(event) => {
                // Focus, not only scroll: the field's label and message are then read.
                const field = document.getElementById(problem.fieldId)
                if (!field) return
                event.preventDefault()
                field.focus()
                field.scrollIntoView?.({ block: 'center' })
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
