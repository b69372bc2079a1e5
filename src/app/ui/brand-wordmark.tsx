import type { Brand } from '../platform/brand/brand'

/** The brand's wordmark: a mark in its accent colour and its name in its primary colour. */
export function BrandWordmark({ brand }: { brand: Brand }) {
  return (
    <span className="wordmark" role="img" aria-label={brand.name}>
      <svg className="wordmark__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="2" y="4" width="20" height="16" rx="3" fill="var(--brand-primary)" />
        <circle cx="9" cy="10" r="2.5" fill="var(--brand-accent)" />
        <path d="M4 18l6-6 4 4 3-3 3 5z" fill="var(--brand-on-primary)" />
      </svg>
      <span className="wordmark__name" aria-hidden="true">
        {brand.name}
      </span>
    </span>
  )
}
