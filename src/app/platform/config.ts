// Relative paths with their extension: vite.config.ts and the deployment scripts load this file in Node, without the
// #app alias.
import { type ServiceName, serviceNames, thirdPartyServiceNames } from '../../generated/services.ts'
import { ownFileTimeLimitMs } from '../api/time-limits.ts'
import { revalidateEachVisit, timeLimitedFetch } from './time-limited-fetch.ts'

/** The backing services the app talks to: generated from openapi/ (a new contract adds its name there). */
export { type ServiceName, serviceNames }

/** Services run by third parties: they never get the customer's bearer token. */
export const thirdPartyServices: ReadonlySet<ServiceName> = new Set(thirdPartyServiceNames)

export interface AppConfig {
  /** Base URL of each backing service; the bearer token goes only to these origins. */
  services: Record<ServiceName, string>
  auth: {
    /** OpenID Connect authority; a relative value resolves against the app's own origin. */
    authority: string
    clientId: string
    scope: string
  }
  /** The push channel's WebSocket URL (imports and archive downloads are announced on it). */
  push: string
  /** Third-party scripts; each is optional, and consent decides which of them load. */
  thirdParty: {
    consentScriptUrl?: string
    feedbackScriptUrl?: string
    chatScriptUrl?: string
    /** Subresource Integrity hashes (sha256/384/512) of the scripts whose version is pinned, by URL as loaded. */
    integrity?: Record<string, string>
  }
  /** Feature flag defaults for this deployment (per host); local storage and the query string override them. */
  featureFlags: Record<string, boolean>
  /**
   * The QR code upload page's base URL per vendor group (Brand.vendorGroup). Kept as written: the QR tab checks
   * the URL when it builds the code and says so when it does not parse
   * (docs/requirements/adding-photos.md#adding-photos-qr-upload).
   */
  qrCodeUpload?: Record<string, string>
  /** The prints editor (outside this app) that ordering prints from a selection sends the browser to. */
  printsEditorUrl?: string
  /** Where the app reports failures and Web Vitals: an OpenTelemetry collector's OTLP/HTTP base URL (decision 0034). */
  reporting?: { otlp: string }
}

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function requireString(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new ConfigLoadError(`config.json: ${path} must be a text`)
  return value
}

/** A Subresource Integrity hash: the algorithm, then the base64 of its 32, 48 or 64 bytes of digest. */
const integrityHash = /^sha(256-[A-Za-z0-9+/]{43}=|384-[A-Za-z0-9+/]{64}|512-[A-Za-z0-9+/]{86}==)$/

/** Checks the shape of config.json so a broken deployment fails loudly before sign-in. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isRecord(raw) || !isRecord(raw.services) || !isRecord(raw.auth)) {
    throw new ConfigLoadError('config.json: services and auth are required')
  }
  const services = {} as Record<ServiceName, string>
  for (const name of serviceNames) {
    const url = requireString(raw.services[name], `services.${name}`)
    if (!URL.canParse(url)) throw new ConfigLoadError(`config.json: services.${name} is not an absolute URL`)
    services[name] = url.replace(/\/+$/, '')
  }
  const push = requireString(raw.push, 'push')
  if (!URL.canParse(push)) throw new ConfigLoadError('config.json: push is not an absolute URL')
  const thirdParty: AppConfig['thirdParty'] = {}
  if (isRecord(raw.thirdParty)) {
    for (const key of ['consentScriptUrl', 'feedbackScriptUrl', 'chatScriptUrl'] as const) {
      const url = raw.thirdParty[key]
      // A root-relative URL (the mock scripts) is served by the app's own origin, like auth.authority.
      const rootRelative = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
      if (typeof url === 'string' && (URL.canParse(url) || rootRelative)) thirdParty[key] = url
    }
    if (isRecord(raw.thirdParty.integrity)) {
      thirdParty.integrity = Object.fromEntries(
        Object.entries(raw.thirdParty.integrity).map(([url, hash]) => {
          // A hash the browser cannot match blocks the script it pins, silently: refused here instead.
          if (typeof hash !== 'string' || !integrityHash.test(hash)) {
            throw new ConfigLoadError(
              `config.json: thirdParty.integrity of ${url} is not a sha256, sha384 or sha512 hash of the file (a placeholder?)`,
            )
          }
          return [url, hash]
        }),
      )
    }
  }
  const featureFlags: Record<string, boolean> = {}
  if (isRecord(raw.featureFlags)) {
    for (const [name, value] of Object.entries(raw.featureFlags)) {
      if (typeof value === 'boolean') featureFlags[name] = value
    }
  }
  // Optional: without it there is no ordering of prints (the button is not shown).
  const printsEditorUrl =
    typeof raw.printsEditorUrl === 'string' &&
    /^https?:\/\//i.test(raw.printsEditorUrl) &&
    URL.canParse(raw.printsEditorUrl)
      ? raw.printsEditorUrl
      : undefined
  // Optional: without a collector nothing is reported.
  const otlp = isRecord(raw.reporting) ? raw.reporting.otlp : undefined
  const reporting =
    typeof otlp === 'string' && /^https?:\/\//i.test(otlp) && URL.canParse(otlp) ? { otlp } : undefined
  const qrCodeUpload = isRecord(raw.qrCodeUpload)
    ? Object.fromEntries(
        Object.entries(raw.qrCodeUpload).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined
  return {
    services,
    auth: {
      authority: requireString(raw.auth.authority, 'auth.authority'),
      clientId: requireString(raw.auth.clientId, 'auth.clientId'),
      scope: requireString(raw.auth.scope, 'auth.scope'),
    },
    push,
    thirdParty,
    featureFlags,
    ...(printsEditorUrl ? { printsEditorUrl } : {}),
    ...(qrCodeUpload ? { qrCodeUpload } : {}),
    ...(reporting ? { reporting } : {}),
  }
}

/** GET /config.json from the app's own origin, within its time limit; it must load before sign-in. */
export async function loadConfig(): Promise<AppConfig> {
  const body = await timeLimitedFetch(
    '/config.json',
    revalidateEachVisit,
    ownFileTimeLimitMs,
    async (response) => {
      if (!response.ok) throw new ConfigLoadError(`config.json answered ${response.status}`)
      try {
        return (await response.json()) as unknown
      } catch (error) {
        if (error instanceof SyntaxError) throw new ConfigLoadError('config.json is not JSON')
        throw error
      }
    },
  ).catch((error: unknown) => {
    if (error instanceof ConfigLoadError) throw error
    throw new ConfigLoadError(`config.json could not be fetched: ${String(error)}`)
  })
  return parseConfig(body)
}

let ofThisPage: Promise<AppConfig> | undefined

/**
 * config.json as nginx put it into the page (decision 0064), or undefined where nothing did (the dev server, a host
 * without the include, a config.json that is missing or not JSON): the app then fetches it.
 */
function configInPage(): unknown {
  const text = globalThis.document?.getElementById('app-config')?.textContent?.trim()
  if (!text?.startsWith('{')) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * config.json for this page: the one nginx put into it, else fetched once, whoever asks first: the head start
 * (src/app/head-start.ts) or main.tsx. A second fetch would be a revalidation, a round trip before the app can start.
 * A failure is not kept.
 */
export function configOfThisPage(): Promise<AppConfig> {
  if (!ofThisPage) {
    const inPage = configInPage()
    ofThisPage = inPage === undefined ? loadConfig() : Promise.resolve().then(() => parseConfig(inPage))
    ofThisPage.catch(() => {
      ofThisPage = undefined
    })
  }
  return ofThisPage
}
