/**
 * A path of the route table as the body of a regular expression nginx reads: `:id` one segment, `:id?` an optional
 * one, '' for the root (scripts/nginx-site-config.ts, scripts/first-screen-preloads.ts anchor it as each needs).
 */
export function routePathPattern(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.endsWith('?') ? '(/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`,
    )
    .join('')
    .replace(/\./g, '\\.')
}
