import type { Brand } from '#app/platform/brand/brand'
import { brandMarkUrl } from './brand-mark'

/** The brand's wordmark: a mark in its accent colour and its name in its primary colour. */
export function BrandWordmark({ brand }: { brand: Brand }) {
  return (
    <span className="wordmark" role="img" aria-label={brand.name}>
      <img className="wordmark__mark" src={brandMarkUrl(brand.theme)} alt="" />
      <span className="wordmark__name" aria-hidden="true">
        {brand.name}
      </span>
    </span>
  )
}
