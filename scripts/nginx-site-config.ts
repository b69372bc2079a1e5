// The nginx server block of a production build (deploy/nginx/photo-shop.conf.template), rendered by
// scripts/nginx-config.ts and by the nginx browser test alike.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { signInCallbackPath } from '../src/app/platform/auth/sign-in'
import { accessTokenCookie } from '../src/app/platform/auth/token-store'
import { routeTable } from '../src/app/routes'
import brandRegistry from '../src/brands/brand-registry.json' with { type: 'json' }
import { contentSecurityPolicy, manifestPathFor, readDeploymentConfigText } from './deployment-build'
import {
  type BuildManifest,
  discoveryLink,
  localeFileByHost,
  ownFileLinks,
  preloadLink,
  routePreloads,
  signInFiles,
} from './first-screen-preloads'
import { routePathPattern } from './route-path-pattern'

export const nginxTemplatePath = join(import.meta.dirname, '../deploy/nginx/photo-shop.conf.template')

/** Debian's package for it is libnginx-mod-http-brotli-static; without it the .br files are simply not used. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export function brotliModuleInstalled(): boolean {
  return existsSync(brotliStaticModule)
}

/**
 * One regular expression for every path the app answers: each route of the table (`:id` one segment, `:id?` an
 * optional one) and the sign-in callback, with or without a trailing slash.
 */
export function appRoutesPattern(): string {
  const paths = [...Object.values(routeTable).map((route) => route.path), signInCallbackPath]
  const patterns = [...new Set(paths)].map(routePathPattern)
  return `^(${patterns.sort().join('|')})/?$`
}

/** The headers every answer carries (README, 'Deploying', says what each is for). */
export function securityHeaders(csp: string, cspReportUrl: string | undefined): [string, string][] {
  const reporting = cspReportUrl ? `; report-uri ${cspReportUrl}; report-to csp` : ''
  return [
    ['Content-Security-Policy', `${csp}; frame-ancestors 'none'${reporting}`],
    ...(cspReportUrl ? [['Reporting-Endpoints', `csp="${cspReportUrl}"`] as [string, string]] : []),
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self)',
    ],
  ]
}

/**
 * A value nginx takes literally: in single quotes when it has double ones (Reporting-Endpoints), else in double
 * quotes (the CSP's keywords are in single ones); never a backslash, a line break or a `$`, which nginx reads as a
 * variable.
 */
function quoted(value: string, variables = false): string {
  const quote = value.includes('"') ? "'" : '"'
  if ((variables ? /[\\\n\r]/ : /[\\$\n\r]/).test(value) || value.includes(quote)) {
    throw new Error(`cannot put ${JSON.stringify(value)} in an nginx header`)
  }
  return `${quote}${value}${quote}`
}

function builtManifest(root: string): BuildManifest | undefined {
  const path = manifestPathFor(root)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : undefined
}

/** A map's key: a host name or a regular expression (`~…`), whose `$` and `\` nginx reads as written. */
function mapKey(key: string): string {
  if (/["\n\r]/.test(key)) throw new Error(`cannot put ${JSON.stringify(key)} in an nginx map`)
  return `"${key}"`
}

/** nginx reads no value of its configuration longer than this (NGX_CONF_BUFFER, 4,096 bytes, less room for quotes). */
const nginxValueLimit = 4_000

/** A route's `Link` entries cut at entries into parts nginx can read, each one map's value. */
function cutForNginx(entries: string[]): string[] {
  const parts: string[] = []
  for (const entry of entries) {
    const added = `${parts.at(-1) ?? ''}, ${entry}`
    if (parts.length > 0 && added.length <= nginxValueLimit) parts[parts.length - 1] = added
    else parts.push(`, ${entry}`)
  }
  return parts
}

/**
 * Which kind of visit the HTML answers, by the access token's cookie: with none, a signed-in page signs in first
 * (platform/auth/sign-in.ts), and its own chunks would wait unused behind the sign-in's.
 */
const visitMap = [
  `map $cookie_${accessTokenCookie} $photo_shop_visit {`,
  '    default "signed-in";',
  '    "" "anonymous";',
  '}',
].join('\n')

/** A request as the preload maps read it: the kind of visit, then `$request_uri`. */
const visitAndRequest = '"$photo_shop_visit$request_uri"'

/** A route's pattern over `$request_uri` (first-screen-preloads.ts `routePattern`) for one kind of visit, or any. */
const forVisit = (pattern: string, visit = '(signed-in|anonymous)') => `^${visit}${pattern.slice(1)}`

/**
 * What each kind of first visit preloads, the first matching entry's (nginx tries a map's expressions in order):
 * - back from the identity provider on the sign-in callback: the sign-in's code and, when the provider's answer names
 *   the page asked for (`url_state`, platform/auth/identity-provider.ts), that page's chunks, which then load beside
 *   the code's exchange for tokens;
 * - a signed-in page without the token's cookie: the sign-in's code and the provider's discovery document, which the
 *   redirect to the provider needs;
 * - any other page: its own chunks and styles.
 */
function preloadEntries(manifest: BuildManifest, authority: string): { key: string; links: string[] }[] {
  const signIn = signInFiles(manifest).map(preloadLink)
  const routes = routePreloads(manifest)
  const callback = routePathPattern(signInCallbackPath)
  return [
    ...routes.map(({ route, files }) => ({
      key: `^[a-z-]+${callback}/?\\?([^#]*&)?state=[^&]*(%3B|;)${route}(&|$)`,
      links: [...signIn, ...files.map(preloadLink)],
    })),
    { key: `^[a-z-]+${callback}/?(\\?.*)?$`, links: signIn },
    ...routes
      .filter(({ route }) => routeTable[route].area !== 'outer')
      .map(({ pattern }) => ({
        key: forVisit(pattern, 'anonymous'),
        links: [...signIn, discoveryLink(authority)],
      })),
    ...routes.map(({ pattern, files }) => ({ key: forVisit(pattern), links: files.map(preloadLink) })),
  ].filter(({ links }) => links.length > 0)
}

/**
 * The `Link` header of the app's HTML and the maps it reads (scripts/first-screen-preloads.ts): the brand's messages
 * by host, and what the kind of visit and the path need (`preloadEntries`), in as many maps as the longest list needs.
 */
function firstScreenPreloads(manifest: BuildManifest | undefined, authority: string): Record<string, string> {
  const locales = localeFileByHost()
  const entries = (manifest ? preloadEntries(manifest, authority) : []).map(({ key, links }) => ({
    key,
    parts: cutForNginx(links),
  }))
  const maps = Math.max(1, ...entries.map(({ parts }) => parts.length))
  const variable = (index: number) => `$photo_shop_route_preloads_${index + 1}`
  const routeMaps = [
    visitMap,
    ...Array.from({ length: maps }, (_, index) =>
      [
        `map ${visitAndRequest} ${variable(index)} {`,
        '    default "";',
        ...entries
          .filter(({ parts }) => parts[index] !== undefined)
          .map(({ key, parts }) => `    ${mapKey(`~${key}`)} ${quoted(parts[index]!)};`),
        '}',
      ].join('\n'),
    ),
  ].join('\n')
  const routeVariables = Array.from({ length: maps }, (_, index) => variable(index)).join('')
  return {
    defaultLocaleFile: quoted(locales.default),
    localeFiles: locales.hosts.map(([host, file]) => `    ${mapKey(host)} ${quoted(file)};`).join('\n'),
    routeMaps,
    preloadHeader: `        add_header Link ${quoted(`${ownFileLinks('$photo_shop_locale_file').join(', ')}${routeVariables}`, true)} always;`,
  }
}

export function nginxSiteConfig(options: {
  /** The build's directory, absolute. */
  root: string
  /** The deployment's config.json as served beside index.html. */
  configText: string
  /** nginx's `listen` parameters, e.g. `80` or `127.0.0.1:8080`. */
  listen: string
  /** Host names; the brand registry's hosts when not given. */
  serverNames?: string[]
  /** Whether to serve the .br files; the brotli module must then be loaded. */
  brotli?: boolean
  /**
   * The build's manifest; by default the one the build wrote beside its directory (dist.manifest.json), if there is
   * one. Without it no route's chunks are preloaded, only the messages.
   */
  manifest?: BuildManifest
  /**
   * The identity provider whose discovery document a visit that must sign in preloads; `auth.authority` of
   * `configText` by default. The tests' deployments serve a config.json that signs in at the mock provider, which the
   * check of `configText` refuses (deployment-build.ts), so they name it here.
   */
  signInAuthority?: string
}): string {
  const { config, cspReportUrl } = readDeploymentConfigText(options.configText)
  const serverNames = options.serverNames?.length
    ? options.serverNames
    : brandRegistry.brands.map((brand) => brand.host)
  const headers = securityHeaders(contentSecurityPolicy(config), cspReportUrl)
    .map(([name, value]) => `        add_header ${name} ${quoted(value)} always;`)
    .join('\n')
  const values: Record<string, string> = {
    listen: options.listen,
    serverNames: serverNames.join(' '),
    knownHosts: serverNames.map((name) => `    ${name} 1;`).join('\n'),
    root: options.root,
    brotli: (options.brotli ?? brotliModuleInstalled()) ? '    brotli_static on;\n' : '',
    htmlWithConfig: [
      '        ssi on;',
      '        ssi_silent_errors on;',
      '        gzip_static off;',
      ...((options.brotli ?? brotliModuleInstalled()) ? ['        brotli_static off;'] : []),
      '        gzip on;',
    ].join('\n'),
    headers,
    appRoutes: appRoutesPattern(),
    ...firstScreenPreloads(
      options.manifest ?? builtManifest(options.root),
      options.signInAuthority ?? config.auth.authority,
    ),
  }
  return readFileSync(nginxTemplatePath, 'utf8').replace(/\{\{(\w+)\}\}\n?/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${nginxTemplatePath}: unknown placeholder ${placeholder}`)
    return placeholder.endsWith('\n') && !value.endsWith('\n') && value !== '' ? `${value}\n` : value
  })
}
