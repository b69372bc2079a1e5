import { type AppConfig, type ServiceName, thirdPartyServices } from '#app/platform/config'
import { logError } from '#app/platform/logger'

const uploadUrlParameter = 'uploadUrl'

/**
 * Where device uploads are sent: `{storage}/uploads`, or the `uploadUrl` query parameter
 * (docs/requirements/routes-and-access.md#routes-query-parameters) when it is an http(s) URL on one of the configured
 * service origins, third parties' excepted. The upload carries the bearer token, so any other origin is ignored (and
 * logged): a link cannot send the token elsewhere.
 */
export function uploadEndpoint(services: AppConfig['services'], search: string): string {
  const fallback = `${services.storage}/uploads`
  const requested = new URLSearchParams(search).get(uploadUrlParameter)
  if (!requested) return fallback
  const url = URL.canParse(requested) ? new URL(requested) : undefined
  const serviceOrigins = new Set(
    Object.entries(services)
      .filter(([name]) => !thirdPartyServices.has(name as ServiceName))
      .map(([, base]) => new URL(base).origin),
  )
  if (!url || !/^https?:$/.test(url.protocol) || !serviceOrigins.has(url.origin)) {
    logError('uploadUrl is ignored: it is not on a configured service origin')
    return fallback
  }
  url.hash = ''
  return url.href
}

/** The endpoint with the account the upload goes to (openapi/storage.yaml: accountId is required). */
export function uploadRequestUrl(endpoint: string, accountId: string): string {
  const url = new URL(endpoint)
  url.searchParams.set('accountId', accountId)
  return url.href
}
