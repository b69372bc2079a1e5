/** Where a reorder's ShopUrl may take the customer: the brand's storefront and the configured service hosts. */
export interface ShopUrlHosts {
  /** The brand's parent domain (its storefront is www.{domain}, the account area my.{domain}). */
  storefrontDomain: string
  /** The base URLs of config.json's services. */
  serviceUrls: readonly string[]
}

/**
 * Whether the app follows a ShopUrl (no open redirect): only https, and only to the brand's storefront (its domain or
 * a host under it) or a configured service host. Anything else (http, another shop, javascript:, a relative path) is
 * refused.
 */
export function isFollowableShopUrl(shopUrl: string, hosts: ShopUrlHosts): boolean {
  let url: URL
  try {
    url = new URL(shopUrl)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  const domain = hosts.storefrontDomain.toLowerCase()
  if (host === domain || host.endsWith(`.${domain}`)) return true
  return hosts.serviceUrls.some((service) => {
    try {
      return new URL(service).hostname.toLowerCase() === host
    } catch {
      return false
    }
  })
}
