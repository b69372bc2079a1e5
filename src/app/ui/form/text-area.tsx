import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'
import './text-area.css'

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>,
    Omit<FieldFrameProps, 'children'> {
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text input with its hint and its error (TextField's sibling for longer texts). */
export function TextArea({ id, label, hint, error, className, ref, rows = 4, ...input }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          ref={ref}
          rows={rows}
          className={`field__input field__input--multiline${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  )
}
