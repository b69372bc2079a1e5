import './catalogue-text.css'

/**
 * A text the storefront catalogue gives (a product's name, a book's size), or, while the catalogue may still come
 * (`text` undefined), a reserved line in its place: a grey bar one text line high, hidden from screen readers (it is
 * not a name), in the same element with the same class, so the text takes its place without moving what is around
 * it. `short` for a short text (a size) rather than a name. Screens never wait for the catalogue (decision 0053).
 */
export function CatalogueText({
  text,
  className,
  short = false,
}: {
  text: string | undefined
  className?: string | undefined
  short?: boolean
}) {
  if (text !== undefined) return className ? <span className={className}>{text}</span> : text
  const classes = [className, 'catalogue-text--pending', short ? 'catalogue-text--short' : undefined]
  return (
    <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
      <span className="skeleton catalogue-text__bar" />
      {/* A no-break space gives the line the height and baseline of the text's own line. */}
      {'\u00a0'}
    </span>
  )
}
