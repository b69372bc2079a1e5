import type { Brand } from '#app/platform/brand/brand'
import type { Locale } from '#app/platform/i18n/locales'

/**
 * The internal texts of docs/requirements/errors.md#errors-photo-internal; the tab shows a localised message and logs
 * these.
 */
export const qrUploadErrors = {
  unknownVendor: 'Unable to find a QR Code Upload URL for this vendor',
  unparsable: 'Unable to parse QR Code Upload URL.',
} as const

export class QrUploadUrlError extends Error {
  override name = 'QrUploadUrlError'
  constructor(readonly kind: keyof typeof qrUploadErrors) {
    super(qrUploadErrors[kind])
  }
}

/**
 * The QR code upload page's base URL: the one configured for the brand's vendor group. A brand outside the vendor
 * groups, or a group without a URL, has none; a URL must be an absolute http(s) URL.
 */
export function qrUploadBaseUrl(brand: Pick<Brand, 'vendorGroup'>, urls: Record<string, string> = {}): URL {
  const configured = brand.vendorGroup ? urls[brand.vendorGroup] : undefined
  if (configured === undefined) throw new QrUploadUrlError('unknownVendor')
  if (!URL.canParse(configured)) throw new QrUploadUrlError('unparsable')
  const url = new URL(configured)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new QrUploadUrlError('unparsable')
  return url
}

/**
 * The address the QR code carries: the upload page for this customer. It names the user the phone's uploads go
 * to (the identity's subject: the push channel announces their import to this user), the storefront and the
 * locale, and never a token: a phone that scans it uploads anonymously.
 */
export function qrUploadPageUrl(
  base: URL,
  target: { userId: string; brandId: string; locale: Locale },
): string {
  const url = new URL(base)
  url.searchParams.set('userId', target.userId)
  url.searchParams.set('brand', target.brandId)
  url.searchParams.set('locale', target.locale)
  return url.href
}
