import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { currentPlatform, type DevicePlatform } from '#app/platform/detect-platform'

const adviceIds: Record<DevicePlatform, string> = {
  windows: 'exports.advice.windows',
  macos: 'exports.advice.macos',
  ios: 'exports.advice.ios',
  android: 'exports.advice.android',
  other: 'exports.advice.other',
}

/** How to open the zip files on the customer's own platform (Windows, MacOS, iOS, Android or other). */
export function ZipAdvice() {
  const [platform] = useState(currentPlatform)
  return (
    <div className="export-advice" data-platform={platform}>
      <h3 className="export-advice__title">
        <FormattedMessage id="exports.advice.title" />
      </h3>
      <p className="export-advice__text">
        <FormattedMessage id={adviceIds[platform]} />
      </p>
    </div>
  )
}
