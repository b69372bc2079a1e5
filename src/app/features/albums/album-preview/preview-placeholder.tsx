import { useIntl } from 'react-intl'
import { ErrorState } from '#app/ui/error-state'
import '#app/photos/preview/photo-preview.css'
import { BackIcon } from '#app/ui/navigation-icons'

/** The full-screen preview while its photo is still being looked for, or when the photos failed to load. */
export function PreviewPlaceholder({ onBack, onRetry }: { onBack: () => void; onRetry?: () => void }) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: onRetry ? 'albums.photos.loadError' : 'common.loading' })
  return (
    <section className="photo-preview" aria-busy={!onRetry} aria-label={label}>
      <div className="photo-preview__top">
        <button type="button" className="photo-preview__button" onClick={onBack}>
          <BackIcon />
          <span>{intl.formatMessage({ id: 'preview.back' })}</span>
        </button>
      </div>
      {onRetry ? (
        <div className="photo-preview__error">
          <ErrorState
            message={label}
            retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
            onRetry={onRetry}
          />
        </div>
      ) : (
        <p className="photo-preview__loading" role="status">
          {label}
        </p>
      )}
    </section>
  )
}
