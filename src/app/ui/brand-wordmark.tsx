import type { Brand } from '#app/platform/brand/brand'
import { brandMark } from './brand-mark'

/**
 * The brand's wordmark: its mark and its name in its primary colour, both in the colours of the page's scheme (the
 * custom properties of brand-theme.ts), so the mark stays readable on a dark header too.
 */
export function BrandWordmark({ brand }: { brand: Brand }) {
  return (
    <span className="wordmark" role="img" aria-label={brand.name}>
      <svg className="wordmark__mark" viewBox={brandMark.viewBox} aria-hidden="true" focusable="false">
        <rect className="wordmark__frame" {...brandMark.frame} />
        <circle className="wordmark__sun" {...brandMark.sun} />
        <path className="wordmark__hills" d={brandMark.hills} />
      </svg>
      <span className="wordmark__name" aria-hidden="true">
        {brand.name}
      </span>
    </span>
  )
}
