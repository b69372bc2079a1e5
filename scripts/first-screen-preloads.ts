// What a first visit's HTML tells the browser to fetch at once (issue 40: four waves, not eight): the route's own
// chunks and styles, config.json and the brand's messages, all beside the entry, instead of each waiting for the code
// before it. nginx sends them as a `Link` header (scripts/nginx-site-config.ts); docs/decisions/0051-first-screen-preloads.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { discoveryUrl } from '../src/app/platform/auth/provider-metadata'
import { environmentPrefixes, localAliasSuffix } from '../src/app/platform/brand/brand-hosts'
import { inPhotoLibrary } from '../src/app/platform/shell-calls'
import { type RouteName, routeTable } from '../src/app/routes'
import brandRegistry from '../src/brands/brand-registry.json' with { type: 'json' }
import { routePathPattern } from './route-path-pattern'

/** Vite's build manifest: each module's file, its static imports and its styles. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>

const pagesFolder = 'src/app/pages'
const pageRegistryModule = `${pagesFolder}/page-registry.ts`
/** router.tsx loads My photos itself; every other page comes through the registry's chunk first. */
const photosPageModule = `${pagesFolder}/photos-page.tsx`
/** Routes that only redirect (router.tsx): the page they lead to. */
const redirectsTo: Partial<Record<RouteName, RouteName>> = { photoManagement: 'photos' }
/**
 * The shell's status banner, loaded beside every page of the shell (features/account-shell/shell-layout.tsx): a
 * business customer's largest paint. Outside the photo library, whose pages paint their photos first and whose
 * timeline loads the shell's parts only after its first thumbnail (platform/primary-content.ts).
 */
const statusBannerModule = 'src/app/features/account-shell/customer-status-banner.tsx'
const preloadsTheBanner = (area: string, path: string) => area === 'shell' && !inPhotoLibrary(path)

/** Each page's module as the registry imports it (src/app/pages/page-registry.ts), as a manifest key. */
export function registeredPageModules(root = join(import.meta.dirname, '..')): Record<string, string> {
  const source = readFileSync(join(root, pageRegistryModule), 'utf8')
  const modules: Record<string, string> = {}
  for (const [, name, specifier] of source.matchAll(/^\s+(\w+): \(\) =>\s+import\('([^']+)'\)/gm)) {
    const path = specifier!.startsWith('#app/')
      ? `src/app/${specifier!.slice(5)}`
      : `${pagesFolder}/${specifier!.replace(/^\.\//, '')}`
    modules[name!] = path
  }
  return modules
}

/** The files a module needs before it runs: its own, its static imports' (recursively) and their styles. */
function filesOf(manifest: BuildManifest, key: string, files: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const style of chunk.css ?? []) files.add(style)
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files)
}

const withExtension = (manifest: BuildManifest, module: string) =>
  [module, `${module}.tsx`, `${module}.ts`].find((key) => key in manifest)

/**
 * One path of the route table as a regular expression over nginx's `$request_uri` (`:id` one segment, `:id?` an
 * optional one, any query after it): not `$uri`, which try_files has made /index.html by the time headers are sent.
 */
export function routePattern(path: string): string {
  return `^${routePathPattern(path)}/?(\\?.*)?$`
}

export interface RoutePreloads {
  route: RouteName
  /** The route's path as nginx matches `$request_uri`. */
  pattern: string
  /** The build's files the route's page needs beyond the entry's (which index.html preloads itself), in load order. */
  files: string[]
}

/** What both entries load (the app's and the head start's, decision 0063): index.html names them itself. */
function entryFilesOf(manifest: BuildManifest): Set<string> {
  const entryFiles = new Set<string>()
  for (const entry of Object.keys(manifest).filter((key) => manifest[key]!.isEntry))
    filesOf(manifest, entry, entryFiles)
  return entryFiles
}

/** Per route of the table, the chunks and styles its page loads before it can draw. */
export function routePreloads(manifest: BuildManifest, root?: string): RoutePreloads[] {
  const entryFiles = entryFilesOf(manifest)
  const registered = registeredPageModules(root)
  return (Object.entries(routeTable) as [RouteName, { path: string; area: string }][]).map(
    ([route, { path, area }]) => {
      const page = redirectsTo[route] ?? route
      const modules = page === 'photos' ? [photosPageModule] : [pageRegistryModule, registered[page] ?? '']
      if (preloadsTheBanner(area, path)) modules.push(statusBannerModule)
      const files = new Set<string>()
      for (const module of modules) {
        const key = withExtension(manifest, module)
        if (!key) throw new Error(`the build's manifest has no ${module} (the ${route} route's page)`)
        filesOf(manifest, key, files)
      }
      return { route, pattern: routePattern(path), files: [...files].filter((file) => !entryFiles.has(file)) }
    },
  )
}

/** The module an interactive sign-in and its callback load (platform/auth/sign-in.ts imports it when needed). */
const identityProviderModule = 'src/app/platform/auth/identity-provider.ts'

/**
 * What a visit that has to sign in loads beyond the entries (issue 40 point 4): the sign-in's own code, which a visit
 * without the access token's cookie to a signed-in page and the sign-in callback both run.
 */
export function signInFiles(manifest: BuildManifest): string[] {
  const key = withExtension(manifest, identityProviderModule)
  if (!key) throw new Error(`the build's manifest has no ${identityProviderModule}`)
  const entryFiles = entryFilesOf(manifest)
  const files = new Set<string>()
  filesOf(manifest, key, files)
  return [...files].filter((file) => !entryFiles.has(file))
}

/**
 * The identity provider's discovery document as a `Link` entry, asked as the sign-in then asks for it
 * (platform/auth/provider-metadata.ts: CORS, no credentials beyond the same origin's). `authority` as config.json
 * names it; a root-relative one is the app's own origin's.
 */
export function discoveryLink(authority: string): string {
  return `<${discoveryUrl(authority.replace(/\/$/, ''))}>; rel=preload; as=fetch; crossorigin`
}

/**
 * A file of the build as a `Link` header's entry, fetched as the app will ask for it (CORS, same-origin credentials,
 * as Vite's own preloads): scripts as `as=script` preloads, which a module's import takes up, since Chromium ignores
 * `rel=modulepreload` in a header; styles as `as=style`.
 */
export function preloadLink(file: string): string {
  return `</${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}; crossorigin`
}

/**
 * What the app fetches itself at start (platform/i18n/messages.ts), as `Link` entries, without `crossorigin`: the app
 * asks no-cors with credentials, the one kind of request WebKit takes a fetch preload up for (decision 0076).
 * config.json is not one: nginx puts it into the page (decision 0064).
 */
export function ownFileLinks(localeFile: string): string[] {
  return [`<${localeFile}>; rel=preload; as=fetch`]
}

/**
 * The host names nginx maps to a brand's messages file, as the app picks the brand (platform/brand/brand.ts):
 * the production host, the same behind a test environment's prefix, and `{id}.localhost`; any other host is the
 * default brand's.
 */
export function localeFileByHost(): { default: string; hosts: [string, string][] } {
  const file = (locale: string) => `/locales/${locale}.json`
  const escaped = (host: string) => host.replace(/\./g, '\\.')
  const prefixes = environmentPrefixes.map((prefix) => escaped(prefix.slice(0, -1))).join('|')
  return {
    default: file(brandRegistry.brands.find((brand) => brand.id === brandRegistry.defaultBrandId)!.locale),
    hosts: brandRegistry.brands.flatMap((brand): [string, string][] => [
      [brand.host, file(brand.locale)],
      [`~^(${prefixes})\\.${escaped(brand.host)}$`, file(brand.locale)],
      [`${brand.id}${localAliasSuffix}`, file(brand.locale)],
    ]),
  }
}
