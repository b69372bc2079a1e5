import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, type Plugin } from 'vite'
import { compiledMessagesPlugin } from './scripts/compile-messages.ts'
import { deploymentBuild } from './scripts/deployment-build.ts'
import { mockWorkerAppFiles } from './scripts/mock-worker-app-files.ts'

/**
 * `--mode mock` (npm start, npm run build:mock) adds msw's plugin: the service worker is served and emitted.
 * The production build never imports `virtual:msw`, so neither the worker nor any mock code reaches it; it gets the
 * deployment's files instead (scripts/deployment-build.ts: config, CSP, no mock files, the manifest outside).
 */
/** The dev server names the address the README gives (a brand's host), not the 127.0.0.1 it listens on. */
/**
 * The entries' files: `index.html`'s script and the head start (decision 0063), named `assets/{name}-{hash}.js` as
 * chunks are named by hash alone.
 */
const isEntryFile = (file: string) => /^assets\/(index|head-start)-[\w-]+\.js$/.test(file)

/**
 * The head start (src/app/head-start.ts, decision 0063) is an entry of its own in the production build, its script first
 * in index.html and `async`: it runs as soon as it has come, never holding up the app's entry. Mock builds leave it
 * out: their service worker, which answers the calls, starts with the app.
 */
function headStart(): Plugin {
  return {
    name: 'head-start',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', 'head-start': 'src/app/head-start.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'head-start',
        )
        if (!chunk) throw new Error('head-start: the build has no head-start entry')
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              fetchpriority: 'high',
              src: `/${chunk.fileName}`,
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

/** The files the entries load before they run: their chunks, the chunks those import, and their styles. */
const loadedAtStart = new Set<string>()

/**
 * Finds {@link loadedAtStart} once the chunks are known, before Vite writes each lazy import's preload list
 * (`modulePreload.resolveDependencies` below), which then leaves those files out: a lazy import runs only after the
 * entry has, so they have all loaded; naming them costs the chunk that imports bytes and the browser nothing.
 */
function filesLoadedAtStart(): Plugin {
  return {
    name: 'files-loaded-at-start',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedAtStart.clear()
        const follow = (file: string) => {
          const chunk = bundle[file]
          if (chunk?.type !== 'chunk' || loadedAtStart.has(file)) return
          loadedAtStart.add(file)
          for (const style of chunk.viteMetadata?.importedCss ?? []) loadedAtStart.add(style)
          for (const imported of chunk.imports) follow(imported)
        }
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) follow(chunk.fileName)
      },
    },
  }
}

function brandAddress(): Plugin {
  return {
    name: 'brand-address',
    configureServer(server) {
      server.printUrls = () => {
        // The port it got: another may have been free when 5173 was taken.
        const port = new URL(server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173').port
        server.config.logger.info(
          `\n  ➜  The app, mocked: http://printbloom-gb.localhost:${port}/my-photos/photos`,
        )
        server.config.logger.info(
          `  ➜  Other brands:    http://{brand-id}.localhost:${port} (src/brands/brand-registry.json)\n`,
        )
      }
    },
  }
}

/**
 * Mock mode only: the harness imports every service's answer checkers, each otherwise a shared chunk of its own, with
 * a facade for the app's lazy import of it. Each file on the mocked page's start is a request msw's worker sees first
 * (decision 0041's addenda; Firefox has no static routing to spare it that). The production build is unchanged.
 */
const mockModeGroups = [
  {
    name: 'answer-checkers',
    test: /src[\\/]generated[\\/][^\\/]+\.answers\.ts$/,
    includeDependenciesRecursively: false,
  },
]

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    compiledMessagesPlugin(),
    filesLoadedAtStart(),
    ...(mode === 'mock' ? [mockWorkerAppFiles(), msw(), brandAddress()] : [deploymentBuild(), headStart()]),
  ],
  // msw's plugin imports msw/browser from a virtual module the dependency scan cannot see: without this, the first
  // page load finds it late, pre-bundles it and reloads the page ('optimized dependencies changed').
  optimizeDeps: mode === 'mock' ? { include: ['msw/browser'] } : {},
  // Messages arrive compiled (scripts/compile-messages.ts), so the ICU parser stays out of the bundle.
  resolve: {
    // #app/… is src/app/…, defined once, in tsconfig.json's paths, which Vite, tsx, tsc and dependency-cruiser read.
    tsconfigPaths: true,
    alias: [
      // heic-to's libheif built without eval, which its package.json does not export: the HEIC worker runs it
      // (src/app/features/import/heic-decoder.worker.ts; decision 0026's addendum).
      {
        find: /^heic-to\/libheif$/,
        replacement: resolve(
          import.meta.dirname,
          'node_modules/heic-to/src/lib/libheif-without-unsafe-eval.js',
        ),
      },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  // Workers are ES modules, as the dev server serves them: one `type: 'module'` for both (the HEIC decoder).
  worker: { format: 'es' },
  // Every brand is reachable at its own *.localhost host, so host-based brand resolution runs for real.
  server: { host: '127.0.0.1', port: 5173, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: ['.localhost'] },
  // The manifest lets size-limit follow what /my-photos/photos really loads (.size-limit.cjs); a production build
  // moves it beside the build (dist.manifest.json).
  build: {
    target: 'es2023',
    // npm run bench:profile builds unminified, so a CPU profile names the app's functions.
    minify: process.env.UNMINIFIED_BUILD ? false : undefined,
    reportCompressedSize: false,
    manifest: true,
    // index.html's list leaves out the entries, which have script tags of their own. A lazy chunk's list leaves out
    // what the entries loaded before they ran (filesLoadedAtStart), the entries included: they are running already,
    // and Firefox fails a modulepreload of the compressed entry it has loaded (an error event, a request for nothing).
    // And it leaves out the imported chunk itself: the import asks for it at once anyway (Vite's helper does not wait
    // for scripts' preloads), and Firefox fired an error on a modulepreload of a module its import was fetching.
    // Every browser of the build's target (es2023) knows modulepreload: no polyfill in the entry (0.4 kB gzip).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (imported, dependencies, { hostType }) =>
        dependencies.filter((file) =>
          hostType === 'html' ? !isEntryFile(file) : file !== imported && !loadedAtStart.has(file),
        ),
    },
    // The photos screen needs all of the query library before its first thumbnail: one chunk, not five small ones.
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy page's file names for preloading, and
        // readable names there cost 1.8 kB gzip of the entry budget (decision 0016). The manifest still maps
        // each source module to its file.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            ...(mode === 'mock' ? mockModeGroups : []),
            // The head start and what it shares with the app (src/app/head-start.ts, decision 0063), in the head start's
            // own file, which the app's entry imports: one file, not two. First, so that the groups below, which the
            // app's entry needs, do not take these modules, or the head start would wait for them.
            {
              name: 'head-start-shared',
              test: /src[\\/](generated[\\/]services|app[\\/](head-start|api[\\/](early-calls|answer-schemas|time-limits)|platform[\\/](config|time-limited-fetch|first-calls|shell-calls|photo-sort|photo-page-sizes|orders-page-requests|share-page-requests|auth[\\/](token-store|token-expiry|jwt-claims|provider-clock))))\.ts$/,
            },
            // Everything of TanStack Query but useQueries (orders, the overview) and useMutationState (online
            // products): grouped, whatever one page uses lands on the photos path, and those two would cost it 1 kB it
            // never runs.
            {
              name: 'query-library',
              test: (id: string) =>
                /node_modules[\\/]@tanstack[\\/]/.test(id) &&
                !/[\\/](useQueries|queriesObserver|useMutationState)\.js$/.test(id),
            },
            // What every signed-in page needs before its first request (service clients, the session, logging), the
            // date articles the photos screen's cells and many pages use, and all of React Router: one chunk instead
            // of nine small ones shared between the entry and the pages. React Router's components in a chunk of
            // their own cost the photos path 1.3 kB gzip more than in this one (decision 0063).
            {
              name: 'platform-core',
              test: /(src[\\/]app[\\/]platform[\\/](logger|i18n[\\/]day-articles|primary-content|telemetry[\\/]telemetry-queue|navigation|platform-context|auth[\\/](session|tracking-subject|sign-in))|app[\\/]api[\\/](api-error|service-middleware|create-service-client|guarded-calls|answer-check|token-source|strip-digits))\.tsx?$|node_modules[\\/](openapi-fetch|react-router)[\\/]/,
            },
            // The smallest pieces of the design system, which the shell and the photos screen load first anyway:
            // one chunk instead of four tiny ones, each costing a request and its own compression overhead (the
            // document title's hook left the entry with the error page's code, decision 0058, and sat in one beside
            // every page's chunk).
            {
              name: 'ui-basics',
              test: /src[\\/]app[\\/]ui[\\/](icons\.tsx|error-state\.tsx|use-document-title\.ts|brand-(mark\.ts|wordmark\.tsx)|empty-state[\\/])/,
            },
            // What the photos screen's first requests need of the photos service (its key trees, the tabs' counts,
            // the timeline's queries) and the timeline's model: one chunk instead of three small ones. Their
            // dependencies stay where they are: taking them along would pull the service clients out of the entry.
            {
              name: 'photo-timeline',
              test: /src[\\/]app[\\/](queries[\\/](photos[\\/](keys|account-counts|timeline)|shared-albums[\\/]keys)|photos[\\/](timeline-model|photo-dates|preview[\\/]return-focus))\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}))
