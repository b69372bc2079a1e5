import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import './form.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's id: the error summary links to it. */
  id: string
  label: ReactNode
  /** What the customer should know before typing (a format, a limit). */
  hint?: ReactNode
  /** The message of a failed check, shown above the input and read with it. */
  error?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its hint and its error, both tied to the input for screen readers. */
export function TextField({ id, label, hint, error, className, ref, ...input }: TextFieldProps) {
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
      <input
        id={id}
        ref={ref}
        type="text"
        className={`field__input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
    </div>
  )
}
