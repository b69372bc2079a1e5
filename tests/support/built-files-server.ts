import { createServer, type Server } from 'node:http'
import sirv from 'sirv'

/**
 * Serves a build's files as a plain static server would, for the browser tests: no compression and hashed assets
 * cached for good. `vite preview` gzips every file on every request and has the browser revalidate each one; on a
 * 2-core machine where the browser tests are bound by CPU, that was about a tenth of the CPU of every page load
 * (docs/decisions/0031-browser-test-time.md). Unknown paths answer with `index.html`, as under `vite preview`.
 */
export function serveBuiltFiles(dir: string, port: number): Promise<Server> {
  const files = sirv(dir, {
    single: true,
    etag: true,
    setHeaders: (response, pathname) => {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  const server = createServer((request, response) => files(request, response))
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
