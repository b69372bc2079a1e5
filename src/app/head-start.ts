// The head start (decision 0063): a small script of its own that the HTML loads beside the app's entry. On a phone's
// network the entry's code takes seconds to come; this sends the service calls the screen at this address sent first
// last time (at an address it remembers nothing of, the page's own that its address names and the shell's:
// platform/page-calls.ts, platform/shell-calls.ts) as soon as it has the configuration (in the page itself, decision
// 0064), with the token the cookie holds, starts loading their answers' checks and preloads the thumbnails that screen
// showed. The app's own calls take the answers up (api/early-calls.ts); nothing else changes.

import { openApiServiceNames } from '../generated/services'
import { answerSchemasOf } from './api/answer-schemas'
import { sendEarly } from './api/early-calls'
import { hasExpired } from './platform/auth/token-expiry'
import { readAccessToken } from './platform/auth/token-store'
import { type AppConfig, configOfThisPage, thirdPartyServices } from './platform/config'
import { firstCallsAt, firstImagesAt, subjectOf } from './platform/first-calls'
import { pageCallsAt } from './platform/page-calls'
import { shellCallsAt } from './platform/shell-calls'

/** The service whose own base URL the call lies under (the longest, where bases share an origin). */
function serviceOf(config: AppConfig, url: string) {
  let found: (typeof openApiServiceNames)[number] | undefined
  for (const service of openApiServiceNames) {
    const base = config.services[service]
    if (thirdPartyServices.has(service) || !url.startsWith(`${base}/`)) continue
    if (!found || base.length > config.services[found].length) found = service
  }
  return found
}

/**
 * The images the first screen showed last time, preloaded as the screen's own images would load them: an `<img>` of
 * the same URL takes the preload up. They need neither the configuration nor the token.
 */
function preloadImages(urls: string[]) {
  for (const url of urls) {
    if (!/^https?:\/\//.test(url)) continue
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.href = url
    document.head.append(link)
  }
}

async function startEarly() {
  const token = readAccessToken()
  const subject = subjectOf(token)
  if (!token || !subject || hasExpired(token)) return // the app renews or signs in first
  const { pathname, host } = window.location
  preloadImages(firstImagesAt(pathname, subject))
  const remembered = firstCallsAt(pathname, subject)
  const config = await configOfThisPage()
  const urls =
    remembered.length > 0
      ? remembered
      : [...pageCallsAt(pathname, config, window.localStorage), ...shellCallsAt(pathname, host, config)]
  for (const url of urls) {
    const service = serviceOf(config, url)
    if (!service) continue // the configuration changed: this URL is no service's any more
    sendEarly(url, token, crypto.randomUUID())
    answerSchemasOf(service).catch(() => undefined)
  }
}

// Only the production build loads this script (vite.config.ts): in mock builds the service worker that answers calls
// starts with the app, and a call sent earlier would reach the network.
startEarly().catch(() => undefined)
