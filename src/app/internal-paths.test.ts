import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { storefrontConfigOf } from '../brands/storefront-config'
import { brands } from './platform/brand/brand'
import { routeTable } from './routes'

// Every internal link and redirect takes its path from the route table (issue 30): `href('orderDetails', { orderCode })`
// from src/app/routes.ts, never a string literal, so a renamed route cannot leave a link behind. This is the rule
// that refuses a new literal in app code (tests may keep literal addresses: they check what the user sees).

const appFolder = join(import.meta.dirname)
const root = join(appFolder, '../..')

/** Not checked: the route table itself, and api/ and queries/, which speak the services' paths ('/downloads'), never the app's. */
const exempt = /^src\/app\/(routes\.ts$|api\/|queries\/)|\.test\.tsx?$|test-support\.tsx?$/

/** The first segments of the route table's paths ('my-photos', 'settings', 'orders', …): a new route is covered. */
const segments = [
  ...new Set(
    Object.values(routeTable)
      .map((entry) => /^\/([^/:?]+)/.exec(entry.path)?.[1])
      .filter((segment) => segment !== undefined),
  ),
]
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A string or template literal that starts with one of those segments: '/orders', `/my-photos/albums/${id}`. */
const appPathLiteral = new RegExp(`['"\`]/(${segments.map(escapeRegExp).join('|')})(?=[/?#'"\`$])`)
/**
 * The home page as a literal where a router link or redirect takes its target: to="/", navigate('/'), pathname: '/'.
 * (platform/auth/sign-in.ts keeps '/', the origin's root, for the page loads around signing in and out, before the
 * router exists: importing the route table there would pull it into the platform-core chunk, 0.16 kB more.)
 */
const homeLiteral = /(\bto=\{?|\bto:|\bpathname:|\bnavigate\(|\bredirect\()\s*(['"`])\/\2/
const commentLine = /^\s*(\/\/|\/\*|\*|\{\/\*)/

/** The lines of one file's text that write an app path as a literal, as 'line: text'. */
function literalAppPaths(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !commentLine.test(line) && (appPathLiteral.test(line) || homeLiteral.test(line)))
    .map(({ line, number }) => `${number}: ${line.trim()}`)
}

function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return appSources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('internal paths', () => {
  it('are found from the route table', () => {
    expect(segments).toEqual(
      expect.arrayContaining(['my-photos', 'settings', 'orders', 'online-products', 'logout']),
    )
    const flagged = [
      `<Link to="/orders">`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source
      'navigate(`/my-photos/albums/${encodeURIComponent(id)}${search}`)',
      `{ key: 'email', path: '/settings/email' }`,
      `const path = "/online-products?x=1"`,
      `<Navigate to="/" replace />`,
      `navigate('/')`,
      `to={{ pathname: '/', search }}`,
      'redirect(`/`)',
    ]
    for (const line of flagged) expect(literalAppPaths(line), line).toHaveLength(1)
    const allowed = [
      `client.GET('/customers/me')`,
      `fetch('/v1/logs')`,
      `const signInCallbackPath = '/signin-callback'`,
      `'/__mock-idp/auth'`,
      `const logo = '/assets/logo.svg'`,
      `const other = '/ordersheet'`,
      `<Link to={href('orderDetails', { orderCode })}>`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source
      "to={`${href('albums')}${search}`}",
      `// a comment may say '/orders'`,
      ` * or '/my-photos/photos' in a doc comment`,
      `Cookies.set(name, '', { path: '/' })`,
      `text.replace(/_/g, '/')`,
      `return /^\\/my-photos(\\/photos)?\\/?$/.test(pathname)`,
    ]
    for (const line of allowed) expect(literalAppPaths(line), line).toEqual([])
  })

  it('are never written as string literals in app code', () => {
    const offences = appSources(appFolder).flatMap((path) => {
      const name = relative(root, path).split('\\').join('/')
      if (exempt.test(name)) return []
      return literalAppPaths(readFileSync(path, 'utf8')).map((line) => `${name}:${line}`)
    })
    expect(
      offences,
      `internal paths written as literals: use href('…') from src/app/routes.ts instead\n${offences.join('\n')}`,
    ).toEqual([])
  })

  it('of the built-in storefront menus are routes of the table (published data: they stay literal)', () => {
    const unknown = brands.flatMap((brand) => {
      const { side, footer } = storefrontConfigOf(brand).menus
      return [...side, ...footer]
        .filter((item) => !item.external)
        .filter((item) => !Object.values(routeTable).some((entry) => matchPath(entry.path, item.href)))
        .map((item) => `${brand.id}: ${item.key} ${item.href}`)
    })
    expect(unknown).toEqual([])
  })
})
