import type { InputHTMLAttributes, ReactNode } from 'react'
import './form.css'

export interface Choice {
  value: string
  label: ReactNode
  /** What choosing it means, under its label. */
  text?: ReactNode
}

/**
 * One choice among a few, each a card with its label and what it means (radio buttons in a fieldset whose legend
 * names the question). `id` goes on the first choice, so the error summary's link lands on the group.
 */
export function ChoiceCards({
  id,
  legend,
  choices,
  error,
  input,
}: {
  id: string
  legend: ReactNode
  choices: readonly Choice[]
  error?: ReactNode
  /** The radio inputs' shared props: react-hook-form's `register(name)`. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'>
}) {
  const errorId = `${id}-error`
  return (
    <fieldset
      className={`choice-cards${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {choices.map((choice, index) => (
        <label key={choice.value} className="choice-cards__choice">
          <input type="radio" value={choice.value} id={index === 0 ? id : undefined} {...input} />
          <span>
            <strong>{choice.label}</strong>
            {choice.text ? <span className="choice-cards__text">{choice.text}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
