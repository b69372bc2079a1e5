import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { logError } from '#app/platform/logger'
import { usePlatform } from '#app/platform/platform-context'
import { QrUploadUrlError, qrUploadBaseUrl, qrUploadPageUrl } from './qr-upload-url'

/** The upload page's address for this customer, or why there is none. */
type QrUploadUrl = { url: string } | { error: QrUploadUrlError }

function useQrUploadUrl(): QrUploadUrl {
  const { brand, config, identity, locale } = usePlatform()
  const result = useMemo<QrUploadUrl>(() => {
    try {
      const base = qrUploadBaseUrl(brand, config.qrCodeUpload)
      return { url: qrUploadPageUrl(base, { userId: identity?.sub ?? '', brandId: brand.id, locale }) }
    } catch (error) {
      if (error instanceof QrUploadUrlError) return { error }
      throw error
    }
  }, [brand, config.qrCodeUpload, identity, locale])
  useEffect(() => {
    if ('error' in result) logError(result.error.message, { brand: brand.id })
  }, [result, brand.id])
  return result
}

/** The QR code upload tab: a code that opens the upload page on a phone, with the steps to follow. */
export function QrCodeTab() {
  const intl = useIntl()
  const qr = useQrUploadUrl()
  if ('error' in qr) {
    return (
      <p className="import-qr__error" role="alert">
        <FormattedMessage
          id={qr.error.kind === 'unknownVendor' ? 'import.qr.unavailable' : 'import.qr.invalid'}
        />
      </p>
    )
  }
  return (
    <div className="import-qr">
      <QRCodeSVG
        className="import-qr__code"
        value={qr.url}
        size={196}
        level="M"
        marginSize={4}
        role="img"
        aria-label={intl.formatMessage({ id: 'import.qr.codeLabel' })}
        data-url={qr.url}
      />
      <div className="import-qr__text">
        <h3 className="import-qr__title">
          <FormattedMessage id="import.qr.title" />
        </h3>
        <ol className="import-qr__steps">
          <li>
            <FormattedMessage id="import.qr.scan" />
          </li>
          <li>
            <FormattedMessage id="import.qr.upload" />
          </li>
          <li>
            <FormattedMessage id="import.qr.appear" />
          </li>
        </ol>
      </div>
    </div>
  )
}
