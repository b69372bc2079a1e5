import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeTable } from '../src/app/routes'
import brandRegistry from '../src/brands/brand-registry.json' with { type: 'json' }
import {
  type BuildManifest,
  localeFileByHost,
  preloadLink,
  registeredPageModules,
  routePattern,
  routePreloads,
} from './first-screen-preloads'

const root = join(import.meta.dirname, '..')

/** A build of three pages: the entry, My photos, the registry and orders behind it, sharing a chunk and a style. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/app/pages/photos-page.tsx': { file: 'assets/photos.js', imports: ['index.html', '_shared.js'] },
  'src/app/pages/page-registry.ts': { file: 'assets/registry.js', imports: ['index.html'] },
  'src/app/features/account-shell/customer-status-banner.tsx': {
    file: 'assets/banner.js',
    imports: ['_shared.js', '_banner-texts.js'],
  },
  '_banner-texts.js': { file: 'assets/banner-texts.js' },
  ...Object.fromEntries(
    Object.values(registeredPageModules()).map((module) => [
      module,
      {
        file: `assets/${module
          .split('/')
          .pop()!
          .replace(/\.tsx?$/, '')}.js`,
        imports: ['_shared.js'],
      },
    ]),
  ),
}

describe('what a first visit preloads (issue 40, decision 0051)', () => {
  it('knows every page of the registry, by a module that exists', () => {
    const registry = readFileSync(join(root, 'src/app/pages/page-registry.ts'), 'utf8')
    const modules = registeredPageModules()
    expect(Object.keys(modules)).toHaveLength([...registry.matchAll(/import\('/g)].length)
    for (const module of Object.values(modules)) {
      expect(
        ['.tsx', '.ts'].some((extension) => existsSync(join(root, `${module}${extension}`))),
        module,
      ).toBe(true)
    }
  })

  it('gives each route its page’s chunks and styles beyond the entry’s, the registry first for all but My photos', () => {
    const byRoute = Object.fromEntries(routePreloads(manifest).map((route) => [route.route, route.files]))
    expect(Object.keys(byRoute)).toEqual(Object.keys(routeTable))
    expect(byRoute.photos).toEqual(['assets/photos.js', 'assets/shared.js', 'assets/shared.css'])
    // A redirect preloads the page it leads to.
    expect(byRoute.photoManagement).toEqual(byRoute.photos)
    // A page of the shell outside the photo library preloads the shell's status banner too, after its own files.
    expect(byRoute.orders).toEqual([
      'assets/registry.js',
      'assets/orders-page.js',
      'assets/shared.js',
      'assets/shared.css',
      'assets/banner.js',
      'assets/banner-texts.js',
    ])
    for (const route of ['albums', 'photoPreview', 'logout', 'accountDeleted'] as const)
      expect(byRoute[route], route).not.toContain('assets/banner.js')
    for (const files of Object.values(byRoute)) {
      expect(files).not.toContain('assets/entry.js')
      expect(files).not.toContain('assets/react.js')
    }
  })

  it('refuses a build without a route’s page, rather than preload nothing', () => {
    const { 'src/app/pages/photos-page.tsx': _, ...withoutPhotos } = manifest
    expect(() => routePreloads(withoutPhotos)).toThrow(/photos-page/)
  })

  it('matches a route’s path as nginx sees the request, with or without a query, and nothing longer', () => {
    const orders = new RegExp(routePattern('/orders/:orderCode'))
    expect(orders.test('/orders/SO-1')).toBe(true)
    expect(orders.test('/orders/SO-1/?mock=1')).toBe(true)
    expect(orders.test('/orders/SO-1/extra')).toBe(false)
    expect(orders.test('/orders')).toBe(false)
    const home = new RegExp(routePattern('/'))
    expect(home.test('/')).toBe(true)
    expect(home.test('/?stripped=true')).toBe(true)
    expect(home.test('/orders')).toBe(false)
    const address = new RegExp(routePattern('/settings/address/:id?'))
    expect(address.test('/settings/address')).toBe(true)
    expect(address.test('/settings/address/7')).toBe(true)
  })

  it('preloads as the app then asks: scripts and styles with CORS, as their own kind', () => {
    expect(preloadLink('assets/a.js')).toBe('</assets/a.js>; rel=preload; as=script; crossorigin')
    expect(preloadLink('assets/a.css')).toBe('</assets/a.css>; rel=preload; as=style; crossorigin')
  })

  it('names each brand’s messages by every host the app knows it by', () => {
    const { default: fallback, hosts } = localeFileByHost()
    const byHost = new Map(hosts)
    for (const brand of brandRegistry.brands) {
      const file = `/locales/${brand.locale}.json`
      expect(byHost.get(brand.host)).toBe(file)
      expect(byHost.get(`${brand.id}.localhost`)).toBe(file)
      const prefixed = hosts.find(
        ([host]) => host.startsWith('~') && host.includes(brand.host.replace(/\./g, '\\.')),
      )
      expect(new RegExp(prefixed![0].slice(1)).test(`acc.${brand.host}`)).toBe(true)
      expect(prefixed![1]).toBe(file)
    }
    expect(fallback).toMatch(/^\/locales\/[a-z]{2}-[A-Z]{2}\.json$/)
  })
})
