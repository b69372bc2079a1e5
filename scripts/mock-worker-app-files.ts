import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { identityProviderPath } from '../mocks/identity/tokens.ts'

const workerFile = 'mockServiceWorker.js'

/**
 * A fetch listener that runs before msw's own and lets the page's own files (scripts, styles, locales, config.json) go
 * straight to the network. msw's worker hands every request to the page and waits for its answer; for the ~100 files
 * of a mocked page load that is a round trip through a main thread busy starting the app, and Firefox serves them one
 * after another (decision 0041, addendum 3). No handler answers them. On the page's side, testing each such request
 * against the hundreds of handlers also took about 170 ms of every load's main thread (a CPU profile of /orders). The
 * mock identity provider, on the same origin, still reaches msw.
 */
export const appFilesListener = `// Added by scripts/mock-worker-app-files.ts: the app's own files go straight to the network.
addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return
  event.addRoutes(['/assets/*', '/locales/*', '/config.json'].map(function (path) {
    return { condition: { urlPattern: new URLPattern(path, self.location.origin) }, source: 'network' }
  }))
})
addEventListener('fetch', function (event) {
  const url = new URL(event.request.url)
  if (url.origin === self.location.origin && !url.pathname.startsWith(${JSON.stringify(identityProviderPath)})) {
    event.stopImmediatePropagation()
  }
})
`

/** msw's worker script with the listener in front: the listener first registered is the first called. */
export const withAppFilesListener = (workerScript: string) => `${appFilesListener}\n${workerScript}`

/**
 * Puts {@link appFilesListener} in front of msw's worker, as its Vite plugin (msw/vite) serves and emits it. Placed
 * before `msw()` in the plugin list, so that its dev-server middleware answers first.
 */
export function mockWorkerAppFiles(): Plugin {
  return {
    name: 'mock-worker-app-files',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[workerFile]
        if (worker?.type !== 'asset') return
        worker.source = withAppFilesListener(String(worker.source))
      },
    },
    configureServer(server) {
      const script = readFileSync(createRequire(import.meta.url).resolve(`msw/${workerFile}`), 'utf8')
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== `/${workerFile}`) return next()
        response.writeHead(200, {
          'cache-control': 'no-cache',
          'content-type': 'application/javascript; charset=utf-8',
          'service-worker-allowed': '/',
        })
        response.end(withAppFilesListener(script))
      })
    },
  }
}
