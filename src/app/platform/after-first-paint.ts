import type { Brand } from '#app/platform/brand/brand'
import type { AppConfig } from '#app/platform/config'
import { showThirdPartyScripts } from '#app/platform/third-party/third-party-scripts'

let reportingStarted = false

/**
 * What the shell starts once its first paint is done, in a chunk the first load never needs: consent and the
 * third-party scripts it allows, and reporting to the deployment's collector when config.json names one
 * (decision 0034). Called on every page of the shell; each starts once.
 */
export function afterFirstPaint(
  pathname: string,
  options: { config: Pick<AppConfig, 'thirdParty' | 'reporting'>; brand: Brand; locale: string },
): void {
  const { config, brand, locale } = options
  showThirdPartyScripts(pathname, { thirdParty: config.thirdParty, brand, locale })
  const endpoint = config.reporting?.otlp
  if (!endpoint || reportingStarted) return
  reportingStarted = true
  void import('#app/platform/telemetry/reporter').then(({ startTelemetry }) =>
    startTelemetry({
      endpoint,
      release: import.meta.env.VITE_RELEASE ?? 'unversioned',
      brand: brand.id,
      locale,
    }),
  )
}
