import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import brandRegistry from '../src/brands/brand-registry.json' with { type: 'json' }
import { exampleConfigPath } from './deployment-build'
import { registeredPageModules } from './first-screen-preloads'
import { appRoutesPattern, nginxSiteConfig } from './nginx-site-config'

const configText = readFileSync(exampleConfigPath, 'utf8')
const render = (options: Partial<Parameters<typeof nginxSiteConfig>[0]> = {}) =>
  nginxSiteConfig({ root: '/srv/photo-shop/dist', configText, listen: '80', brotli: false, ...options })

describe('the nginx server block of a production build', () => {
  const routes = new RegExp(appRoutesPattern())

  it.each([
    '/',
    '/orders',
    '/orders/',
    '/orders/PB-1001',
    '/settings/address',
    '/settings/address/42',
    '/my-photos/albums/7/preview/99',
    '/signin-callback',
    '/account-deleted',
  ])('answers the app route %s with index.html', (path) => {
    expect(routes.test(path)).toBe(true)
  })

  it.each([
    '/robots.txt',
    '/assets/missing.js',
    '/index.php',
    '/orders/PB-1001/extra',
    '/wp-admin',
    '/config.json.bak',
    '/my-photos/photos/preview',
  ])('does not answer %s with index.html', (path) => {
    expect(routes.test(path)).toBe(false)
  })

  it('fills every placeholder, serves every brand host and puts the headers in every location', () => {
    const config = render()
    expect(config).not.toMatch(/\{\{|\}\}/)
    expect(config).toContain('server_name my.printbloom.co.uk my.printbloom.ie')
    expect(config).toContain('account.snapshelf.co.uk;')
    // Every server name, and nothing else but addresses by IP, is a known host; any other host is answered 404.
    const knownHosts = config.match(/map \$host \$photo_shop_known_host \{([^}]*)\}/)?.[1] ?? ''
    for (const brand of brandRegistry.brands) expect(knownHosts).toContain(`    ${brand.host} 1;`)
    expect(config).toMatch(/if \(\$photo_shop_known_host = 0\) \{\s+return 404;/)
    const locations = config.split(/\n\s*location /).slice(1)
    expect(locations.length).toBeGreaterThan(5)
    for (const location of locations) {
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;')
      expect(location).toContain(
        "frame-ancestors 'none'; report-uri https://collector.photo-shop.example/csp-reports",
      )
    }
    expect(config).not.toContain('brotli_static')
    expect(render({ brotli: true })).toContain('    brotli_static on;\n')
  })

  it('takes the CSP from the same function as the meta tag, and refuses a value nginx would read as a variable', () => {
    expect(render()).toContain(
      "Content-Security-Policy \"script-src 'self' https://consent.cmp-vendor.example https://feedback.survey-vendor.example https://chat.chat-vendor.example; worker-src 'self'; object-src 'none'",
    )
    const withVariable = JSON.stringify({
      ...JSON.parse(configText),
      thirdParty: { consentScriptUrl: 'https://cmp.example$host/consent.js' },
    })
    expect(() => render({ configText: withVariable })).toThrow(/cannot put/)
  })

  it('puts config.json into the app’s HTML as it serves it, compressed as served, never a precompressed file (decision 0064)', () => {
    for (const brotli of [false, true]) {
      const config = render({ brotli })
      const pages = config
        .split(/\n\s*location /)
        .filter((location) => location.startsWith('~') || location.startsWith('= /index.html'))
      expect(pages).toHaveLength(2)
      for (const page of pages) {
        expect(page).toMatch(/\n\s+ssi on;\n\s+ssi_silent_errors on;\n\s+gzip_static off;\n/)
        expect(page.includes('brotli_static off;')).toBe(brotli)
        expect(page).toContain('gzip on;')
      }
      // Nothing else is put together by nginx.
      expect(config.match(/ssi on;/g)).toHaveLength(2)
    }
  })

  it('says in the app’s HTML answer what its first screen needs: the brand’s messages (decisions 0051, 0076)', () => {
    const config = render()
    const appLocation = config.split(/\n\s*location /).find((location) => location.startsWith('~'))!
    expect(appLocation).toContain(
      // No `crossorigin`: the app asks for them no-cors, as WebKit needs to take the preload up (decision 0076).
      'add_header Link "<$photo_shop_locale_file>; rel=preload; as=fetch$photo_shop_route_preloads_1" always;',
    )
    // Only the HTML carries it: a file preloads nothing.
    expect(config.match(/add_header Link/g)).toHaveLength(1)
    const locales = config.match(/map \$host \$photo_shop_locale_file \{([^}]*)\}/)?.[1] ?? ''
    for (const brand of brandRegistry.brands) {
      expect(locales).toContain(`    "${brand.host}" "/locales/${brand.locale}.json";`)
    }
    // Without the build's manifest no route's chunks are named: the map has its default only.
    expect(config).toMatch(
      /map "\$photo_shop_visit\$request_uri" \$photo_shop_route_preloads_1 \{\s+default "";\s+\}/,
    )
  })

  it('cuts a route’s long list of files into values nginx can read (4 KB each), read one after the other', () => {
    const files = Array.from(
      { length: 150 },
      (_, index) => `assets/chunk-${String(index).padStart(3, '0')}.js`,
    )
    const registry = { 'src/app/pages/page-registry.ts': { file: 'assets/registry.js' } }
    const pages = Object.fromEntries(
      Object.values(registeredPageModules()).map((module) => [`${module}.tsx`, { file: 'assets/page.js' }]),
    )
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'src/app/platform/auth/identity-provider.ts': { file: 'assets/sign-in.js' },
      'src/app/features/account-shell/customer-status-banner.tsx': { file: 'assets/banner.js' },
      ...registry,
      ...pages,
      'src/app/pages/photos-page.tsx': { file: files[0]!, imports: files.slice(1).map((file) => `_${file}`) },
      ...Object.fromEntries(files.slice(1).map((file) => [`_${file}`, { file }])),
    }
    const config = render({ manifest })
    const values = [
      ...config.matchAll(/^ {4}"~\^\(signed-in\|anonymous\)\/my-photos\/photos\/\?\([^"]*" "([^"]*)";$/gm),
    ].map((match) => match[1]!)
    expect(values.length).toBeGreaterThan(1)
    for (const value of values) expect(value.length).toBeLessThanOrEqual(4_000)
    // Read one after the other, the parts give every file, in order, once.
    expect([...values.join('').matchAll(/<\/(assets\/[^>]+)>/g)].map((match) => match[1])).toEqual(files)
    expect(config).toContain(
      `as=fetch${values.map((_, index) => `$photo_shop_route_preloads_${index + 1}`).join('')}" always;`,
    )
  })

  it('preloads the sign-in for a visit that must sign in, and on the way back the page asked for (issue 40 point 4)', () => {
    const pages = Object.fromEntries(
      Object.entries(registeredPageModules()).map(([name, module]) => [
        `${module}.tsx`,
        { file: `assets/${name}.js` },
      ]),
    )
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'src/app/platform/auth/identity-provider.ts': { file: 'assets/sign-in.js', imports: ['_oidc.js'] },
      '_oidc.js': { file: 'assets/oidc.js' },
      'src/app/features/account-shell/customer-status-banner.tsx': { file: 'assets/banner.js' },
      'src/app/pages/page-registry.ts': { file: 'assets/registry.js' },
      'src/app/pages/photos-page.tsx': { file: 'assets/photos.js' },
      ...pages,
    }
    const config = render({ manifest })
    // The token's cookie decides the kind of visit: none, or an empty one, is a visit that must sign in.
    expect(config).toContain(
      'map $cookie_auth_access_token $photo_shop_visit {\n    default "signed-in";\n    "" "anonymous";\n}',
    )
    // What the Link header names for a visit and a request, as nginx picks a map's value: the first expression that
    // matches, in the order written.
    const entries = [
      ...(
        config.match(
          /map "\$photo_shop_visit\$request_uri" \$photo_shop_route_preloads_1 \{([^}]*)\}/,
        )?.[1] ?? ''
      ).matchAll(/^ {4}"~([^"]+)" "([^"]*)";$/gm),
    ].map(([, key, value]) => ({ key: new RegExp(key!), value: value! }))
    const preloaded = (visit: 'signed-in' | 'anonymous', uri: string) =>
      [...(entries.find(({ key }) => key.test(`${visit}${uri}`))?.value ?? '').matchAll(/<([^>]+)>/g)].map(
        (match) => match[1],
      )
    const discovery = 'https://login.photo-shop.example/.well-known/openid-configuration'
    const signIn = ['/assets/sign-in.js', '/assets/oidc.js']
    const cases: [visit: 'signed-in' | 'anonymous', uri: string, files: string[]][] = [
      ['signed-in', '/my-photos/photos', ['/assets/photos.js']],
      ['anonymous', '/my-photos/photos', [...signIn, discovery]],
      ['anonymous', '/orders?page=2', [...signIn, discovery]],
      // A page open to visitors does not sign in.
      ['anonymous', '/account-deleted', ['/assets/registry.js', '/assets/accountDeleted.js']],
      // Back from the provider, the state names the page asked for (oidc-client-ts' url_state, after a ';').
      [
        'anonymous',
        '/signin-callback?code=abc&state=f00d%3Borders',
        [...signIn, '/assets/registry.js', '/assets/orders.js', '/assets/banner.js'],
      ],
      ['anonymous', '/signin-callback?state=f00d;photos&code=abc', [...signIn, '/assets/photos.js']],
      // A name that only begins like a route's, or no page named: the sign-in's code alone.
      ['anonymous', '/signin-callback?code=abc&state=f00d%3Bordersx', signIn],
      ['signed-in', '/signin-callback?code=abc&state=f00d', signIn],
    ]
    for (const [visit, uri, files] of cases) expect(preloaded(visit, uri), `${visit} ${uri}`).toEqual(files)
  })

  it('takes other host names, for a staging host or the tests', () => {
    expect(render({ serverNames: ['printbloom-gb.localhost', 'lumiere-fr.localhost'] })).toContain(
      'server_name printbloom-gb.localhost lumiere-fr.localhost;',
    )
  })
})
