import type { InputHTMLAttributes, Ref } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>,
    Omit<FieldFrameProps, 'children'> {
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its hint and its error, both tied to the input for screen readers. */
export function TextField({ id, label, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          ref={ref}
          type="text"
          className={`field__input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  )
}
