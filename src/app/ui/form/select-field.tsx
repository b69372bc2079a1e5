import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>,
    Omit<FieldFrameProps, 'children'> {
  options: readonly { value: string; label: ReactNode }[]
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select (the platform's own picker on phones) with its hint and its error. */
export function SelectField({ id, label, hint, error, options, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          ref={ref}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
