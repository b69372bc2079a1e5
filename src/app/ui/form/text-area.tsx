import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import './form.css'
import './text-area.css'

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  /** The text area's id: the error summary links to it. */
  id: string
  label: ReactNode
  /** What the customer should know before typing (a limit). */
  hint?: ReactNode
  /** The message of a failed check, shown above the text area and read with it. */
  error?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text input with its hint and its error (TextField's sibling for longer texts). */
export function TextArea({ id, label, hint, error, className, ref, rows = 4, ...input }: TextAreaProps) {
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
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        className={`field__input field__input--multiline${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
    </div>
  )
}
