import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  /** While the action runs: a spinner, aria-busy, and no second click. */
  busy?: boolean
  children: ReactNode
}

/** The app's button: a variant of the brand's button styles, and a busy state for actions that take a while. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  )
}
