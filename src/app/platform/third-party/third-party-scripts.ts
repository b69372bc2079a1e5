import type { Brand } from '#app/platform/brand/brand'
import type { AppConfig } from '#app/platform/config'
import { startConsent } from '#app/platform/consent/consent-store'
import { loadScriptWhenConsented } from '#app/platform/consent/load-script-when-consented'
import { setChatWidgetVisible } from './chat-widget'
import { pinScriptIntegrity } from './load-script'
import { chatScriptUrl, feedbackScriptUrl, isPhotoPage } from './script-urls'

export interface ThirdPartyContext {
  thirdParty: AppConfig['thirdParty']
  brand: Brand
  locale: string
}

let started = false
let chatRequested = false

/**
 * Called by the shell on every page (after the first paint): the first call starts the consent script and the
 * customer-feedback tool (needs analytics consent); the chat widget (needs marketing consent) is asked for on the
 * first page that is not a photo page, and hidden on photo pages. Plain functions, no React: this chunk shares no
 * modules with the first load.
 */
export function showThirdPartyScripts(
  pathname: string,
  { thirdParty, brand, locale }: ThirdPartyContext,
): void {
  if (!started) {
    started = true
    pinScriptIntegrity(thirdParty.integrity)
    startConsent(thirdParty.consentScriptUrl)
    const feedbackUrl = feedbackScriptUrl(thirdParty.feedbackScriptUrl, locale)
    if (feedbackUrl) loadScriptWhenConsented(feedbackUrl, 'analytics')
  }
  const onPhotoPage = isPhotoPage(pathname)
  setChatWidgetVisible(!onPhotoPage)
  const chatUrl = chatScriptUrl(thirdParty.chatScriptUrl, brand, locale)
  if (chatUrl && !onPhotoPage && !chatRequested) {
    chatRequested = true
    // The visitor may be on a photo page by the time consent is given or the widget has loaded.
    loadScriptWhenConsented(chatUrl, 'marketing', () =>
      setChatWidgetVisible(!isPhotoPage(window.location.pathname)),
    )
  }
}

/** Back to the start (unit tests only). */
export function resetThirdPartyScripts(): void {
  started = false
  chatRequested = false
}
