// ICU messages compiled to their AST, so the browser needs no message parser
// (docs/requirements/budgets.md#budgets-entry-js). The source stays in public/locales/{locale}.json; the build writes
// the compiled form over its copies, and the dev server answers /locales/{locale}.json compiled too.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

export function compileMessages(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]))
}

function compiledFile(path: string): string {
  return JSON.stringify(compileMessages(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>))
}

export function compiledMessagesPlugin(): Plugin {
  let outDir = 'dist'
  let publicDir = 'public'
  let failed = false
  return {
    name: 'compiled-messages',
    configResolved(config) {
      outDir = config.build.outDir
      publicDir = config.publicDir
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/([A-Za-z-]+)\.json$/.exec(request.url?.split('?')[0] ?? '')
        if (!match) return next()
        try {
          const body = compiledFile(join(publicDir, 'locales', `${match[1]}.json`))
          response.setHeader('Content-Type', 'application/json')
          response.end(body)
        } catch {
          next()
        }
      })
    },
    buildEnd(error) {
      failed = error !== undefined
    },
    closeBundle() {
      // A failed build wrote nothing to compile into: its own error is the one to show (a refused APP_CONFIG was
      // hidden behind this hook's ENOENT, issue 42).
      if (failed) return
      // From the source each time: the hook may run more than once per build.
      const source = join(publicDir, 'locales')
      for (const file of readdirSync(source).filter((name) => name.endsWith('.json'))) {
        writeFileSync(join(outDir, 'locales', file), compiledFile(join(source, file)))
      }
    },
  }
}
