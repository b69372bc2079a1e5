import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The query layer owns the cache (docs/architecture.md, 'How data flows'): screens, kits and the platform call its
// hooks, and never hold a key tree, the query client or a service client themselves. dependency-cruiser checks the
// modules (the query library and queries/service-clients.tsx); a key tree is a named export of a query module, which
// only reading the import can see.

/** What no module outside queries/ imports by name: a key tree, or the hooks that hand out a client. */
const layerOwned = /^(\w+Keys|useServiceClient|useQueryClient|QueryClient)$/

/** The names a module imports as values (type-only imports are harmless) from the query layer or the query library. */
function layerOwnedImports(source: string, fromQueries: (specifier: string) => boolean): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)
  return [...imports].flatMap(([, typeOnly, names = '', specifier = '']) => {
    if (typeOnly) return []
    const fromLayer = fromQueries(specifier) || specifier === '@tanstack/react-query'
    if (!fromLayer) return []
    return names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name)
      .filter((name) => layerOwned.test(name))
  })
}

function appFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return appFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const owners = (path: string) => path.startsWith('src/app/queries/')

function resolvesIntoQueries(file: string) {
  return (specifier: string) =>
    specifier.startsWith('#app/queries/') ||
    (specifier.startsWith('.') &&
      relative('src/app/queries', join(file, '..', specifier)).split('/')[0] !== '..')
}

describe('the query layer owns the cache', () => {
  it('no module outside queries/ imports a key tree, the query client or a service client', () => {
    const found = appFiles('src/app')
      .filter((path) => !owners(path))
      .flatMap((path) =>
        layerOwnedImports(readFileSync(path, 'utf8'), resolvesIntoQueries(path)).map(
          (name) => `${path}: ${name}`,
        ),
      )
    expect(found).toEqual([])
  })

  it('would find them planted in a feature', () => {
    const feature = 'src/app/features/albums/planted.ts'
    const planted = [
      "import { photoKeys, useOwnAlbums } from '#app/queries/photos/keys'",
      "import { useQueryClient } from '@tanstack/react-query'",
      "import { useServiceClient as client } from '../../queries/service-clients'",
      "import { type QueryClient, useQuery } from '@tanstack/react-query'",
    ].join('\n')
    expect(layerOwnedImports(planted, resolvesIntoQueries(feature))).toEqual([
      'photoKeys',
      'useQueryClient',
      'useServiceClient',
    ])
  })

  it('lets types through, and names that only end like a key tree elsewhere', () => {
    const feature = 'src/app/photos/planted.ts'
    const harmless = [
      "import type { photoKeys } from '#app/queries/photos/keys'",
      "import { scrubberKeys } from './shortcuts/scrubber-keys'",
      "import { type InfiniteData } from '@tanstack/react-query'",
    ].join('\n')
    expect(layerOwnedImports(harmless, resolvesIntoQueries(feature))).toEqual([])
  })
})
