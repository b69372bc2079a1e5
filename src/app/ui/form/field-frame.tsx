import type { ReactNode } from 'react'
import './form.css'

export interface FieldFrameProps {
  /** The control's id: the label points at it and the error summary links to it. */
  id: string
  label: ReactNode
  /** What the customer should know before typing (a format, a limit). */
  hint?: ReactNode
  /** The message of a failed check, shown above the control and read with it. */
  error?: ReactNode
  /** The control, given the ids that describe it (for aria-describedby). */
  children: (describedBy: string | undefined) => ReactNode
}

/** A control's label, hint and error around it, the hint and error tied to it for screen readers. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {children(describedBy || undefined)}
    </div>
  )
}
