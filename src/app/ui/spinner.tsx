import './spinner.css'

/** A turning ring. Decorative: whoever shows it says what is going on (a status label, a button text). */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />
}
