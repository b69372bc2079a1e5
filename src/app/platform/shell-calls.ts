import type { AppConfig } from './config'

// The calls the account's shell sends on every page it draws, which the head start (src/app/head-start.ts) can send
// at an address it remembers nothing of: a page opened for the first time on this device then has them as early as a
// page opened before (issue 40).

/**
 * The addresses drawn without the shell, by how they start: the routes of the outer, outside-shell and full-screen
 * areas (routes.ts) and the sign-in's callback. Written out, not read from the route table, which would bring the
 * router's code into the head start; shell-calls.test.ts holds the two in step.
 */
const withoutShell =
  /^\/(account-deleted|change-email-|subscription-|delete-account-|logout|signin-callback)|\/preview\//

/**
 * The photo library's pages (an address or a route's pattern): on a phone's network their own calls go first, and
 * their largest paint is a thumbnail, which neither the shell's calls nor its banner bring sooner.
 */
export const inPhotoLibrary = (path: string) => /^\/my-photos(\/|$)/.test(path)

/**
 * GET {customers}/customers/me (the shell's status banner) and GET {public config}/{host} (its menus), as the service
 * clients build them, at an address the shell is drawn at, outside the photo library.
 */
export function shellCallsAt(pathname: string, host: string, config: AppConfig): string[] {
  if (withoutShell.test(pathname) || inPhotoLibrary(pathname)) return []
  return [
    `${config.services.customers}/customers/me`,
    `${config.services['public-config']}/${encodeURIComponent(host)}`,
  ]
}
