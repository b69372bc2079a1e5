import registry from '../../src/brands/brand-registry.json'
import type { operations } from '../../src/generated/public-config'
import { operationIndex } from '../../src/generated/public-config.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('public-config', operationIndex)

const environmentPrefixes = ['test.', 'acc.', 'acceptance.']
const localHosts = new Set(['localhost', '127.0.0.1'])

interface BrandKeys {
  id: string
  host: string
  internalAlias?: string
}
const brands = registry.brands as BrandKeys[]
const keyOf = (brand: BrandKeys) => brand.internalAlias ?? brand.host

/**
 * The stored key a requested host stands for: itself, its production host (environment prefixes), and in local
 * runs a brand's {id}.localhost alias or the default brand for plain localhost.
 */
export function publicConfigKeyFor(requested: string): string {
  const host = requested.toLowerCase().replace(/:\d+$/, '')
  if (localHosts.has(host)) {
    return keyOf(brands.find((brand) => brand.id === registry.defaultBrandId)!)
  }
  if (host.endsWith('.localhost')) {
    const brand = brands.find((candidate) => candidate.id === host.slice(0, -'.localhost'.length))
    return brand ? keyOf(brand) : host
  }
  const prefix = environmentPrefixes.find((candidate) => host.startsWith(candidate))
  return prefix ? host.slice(prefix.length) : host
}

/** The public configuration service: menus and routes per storefront. */
export function publicConfigHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getPublicConfig', ({ path, reply }) => {
      const key = publicConfigKeyFor(path.host)
      const config = ctx.db.publicConfigs.findFirst((q) => q.where({ key }))
      if (!config) return reply(404, { message: `No storefront is configured for ${path.host}` })
      return reply(200, {
        key: config.key,
        brandId: config.brandId,
        locale: config.locale,
        menus: {
          side: config.menus.side.map((item) => ({ ...item })),
          footer: config.menus.footer.map((item) => ({ ...item })),
        },
        routes: config.routes.map((route) => ({ ...route })),
      })
    }),
  ]
}
