import type { Locale } from '#app/platform/i18n/locales'
// Named, not the default export: the build keeps only the keys the app reads (the registry's country names are for
// scripts/generate.ts and would cost the entry 0.13 kB).
import { defaultBrandId, brands as registeredBrands } from '../../../brands/brand-registry.json'
import { environmentPrefixes, localAliasSuffix } from './brand-hosts'

/** A brand's four colours for one colour scheme. */
export interface BrandColours {
  primary: string
  onPrimary: string
  accent: string
  surface: string
}

/** The light scheme's colours, and the dark scheme's (docs/decisions/0036-dark-mode.md). */
export interface BrandTheme extends BrandColours {
  dark: BrandColours
}

export interface Brand {
  id: string
  name: string
  country: string
  locale: Locale
  /** The production host of the account area. */
  host: string
  /** The parent domain the auth cookies are written on. */
  cookieDomain: string
  /** The key backing services know this storefront by, where it differs from the id. */
  internalAlias?: string
  /**
   * The vendor group the storefront belongs to: it picks the QR code upload's base URL (config.qrCodeUpload).
   * Storefronts without one have no QR code upload.
   */
  vendorGroup?: string
  theme: BrandTheme
}

export const brands = registeredBrands as Brand[]

const defaultBrand = brands.find((brand) => brand.id === defaultBrandId)!

/** The brand a host name selects: its production host, an environment-prefixed host, or `{id}.localhost`. */
export function brandForHost(hostWithPort: string): Brand {
  const host = hostWithPort.toLowerCase().replace(/:\d+$/, '')
  if (host.endsWith(localAliasSuffix)) {
    const id = host.slice(0, -localAliasSuffix.length)
    return brands.find((brand) => brand.id === id) ?? defaultBrand
  }
  const prefix = environmentPrefixes.find((candidate) => host.startsWith(candidate))
  const productionHost = prefix ? host.slice(prefix.length) : host
  return brands.find((brand) => brand.host === productionHost) ?? defaultBrand
}

/** The domain the auth cookies go on: the brand's parent domain when the app runs under it, else host-only. */
export function cookieDomainFor(brand: Brand, hostWithPort: string): string | undefined {
  const host = hostWithPort.toLowerCase().replace(/:\d+$/, '')
  return host === brand.cookieDomain || host.endsWith(`.${brand.cookieDomain}`)
    ? brand.cookieDomain
    : undefined
}

/** The key the public-configuration service is asked for: the brand's internal alias, else the host itself. */
export function publicConfigKey(brand: Brand, hostWithPort: string): string {
  return brand.internalAlias ?? hostWithPort.toLowerCase().replace(/:\d+$/, '')
}
