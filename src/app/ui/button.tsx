import { type ButtonHTMLAttributes, type ReactNode, useContext, useId } from 'react'
import { IntlContext } from 'react-intl'
import { useClickLock } from './exactly-once/use-click-lock'
import { useTwinGuard } from './exactly-once/use-twin-guard'
import { Spinner } from './spinner'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  /**
   * For a button that starts a request: true while it runs (a spinner, aria-busy, disabled and described as in
   * progress). Given at all, it also makes the button take one press only until the request has run
   * (useClickLock), so a double-click sends once. Without it, the button still ignores the second half of a
   * double-click that made it appear under the pointer (useTwinGuard).
   */
  busy?: boolean
  children: ReactNode
}

/** The app's button: a variant of the brand's button styles, and a busy state for actions that take a while. */
export function Button({
  variant = 'primary',
  busy,
  disabled,
  className,
  children,
  onClick,
  'aria-describedby': describedBy,
  ...button
}: ButtonProps) {
  const busyId = useId()
  const { isTwin, guarded } = useTwinGuard(onClick)
  const lockedClick = useClickLock(busy ?? false, onClick, isTwin)
  return (
    <button
      type="button"
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-describedby={busy ? [busyId, describedBy].filter(Boolean).join(' ') : describedBy}
      onClick={busy === undefined ? guarded : lockedClick}
      {...button}
    >
      {busy ? <Spinner /> : null}
      {children}
      {busy ? <BusyDescription id={busyId} /> : null}
    </button>
  )
}

/**
 * 'In progress': referenced as the button's description and left out of its name ('Save', described as 'In
 * progress'). Before the messages have loaded (a boot failure) there is none; aria-busy still says it.
 */
function BusyDescription({ id }: { id: string }) {
  const intl = useContext(IntlContext)
  return (
    <span id={id} hidden>
      {intl?.formatMessage({ id: 'common.inProgress' })}
    </span>
  )
}
