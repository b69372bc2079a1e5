import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, manifestPathFor } from '../../scripts/deployment-build'

const dist = join(import.meta.dirname, '../../dist')

/** Strings that exist only in msw, @msw/data, the mocks, the harness or a fake-data library. */
const mockOnlyMarkers = [
  'mockServiceWorker',
  'virtual:msw',
  '[MSW]',
  'mswjs',
  'msw/data',
  'Mock identity provider',
  'QA harness',
  'harness-state',
  'mock-persona',
  'Injected fault',
  'mock-identity-provider-signing-key',
  'faker',
]

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe('the production build', () => {
  it('exists (npm run build runs before this test)', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
  })

  it('contains no msw, harness, faker or mock-data code', () => {
    const found: string[] = []
    for (const file of files(dist).filter((name) => /\.(js|html|css)$/.test(name))) {
      const text = readFileSync(file, 'utf8')
      for (const marker of mockOnlyMarkers) if (text.includes(marker)) found.push(`${marker} in ${file}`)
    }
    expect(found).toEqual([])
  })

  it('ships no service worker script', () => {
    expect(files(dist).filter((file) => file.endsWith('mockServiceWorker.js'))).toEqual([])
  })

  it('ships no mock config.json, no mock third-party scripts and no Vite manifest, and the documented example', () => {
    const shipped = files(dist).map((file) => file.slice(dist.length + 1))
    expect(shipped.filter((file) => /^(config\.json|mock-third-party\/|\.vite\/)/.test(file))).toEqual([])
    expect(shipped).toContain('config.example.json')
    expect(existsSync(manifestPathFor(dist))).toBe(true)
  })

  it('has a Content-Security-Policy for scripts in index.html, and no inline script: only config.json’s data block', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]
    expect(policy?.replaceAll('&#39;', "'")).toBe(contentSecurityPolicy(undefined))
    // The one script element without a source is config.json's data block (decision 0064), which no browser runs.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([
      '<script type="application/vnd.photo-shop.config+json" id="app-config">',
    ])
    expect(html).toContain(
      '<script type="application/vnd.photo-shop.config+json" id="app-config"><!--# include virtual="/config.json" --></script>',
    )
  })

  it('names in index.html every script the entries import, and in no lazy import’s preload list a script they load', () => {
    const manifest = JSON.parse(readFileSync(manifestPathFor(dist), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >
    const loadedAtStart = new Set<string>()
    const follow = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || loadedAtStart.has(chunk.file)) return
      loadedAtStart.add(chunk.file)
      for (const imported of chunk.imports ?? []) follow(imported)
    }
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
    for (const entry of entries) follow(entry)
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    )
    expect(new Set(named)).toEqual(loadedAtStart)
    // Vite's preload lists (__vite__mapDeps) of the lazy imports: what the entries loaded has loaded by then.
    const listed = files(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/m\.f=\[([^\]]*)\]/g)])
      .flatMap((match) => [...match[1]!.matchAll(/"(assets\/[^"]+\.js)"/g)].map((file) => file[1]!))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.filter((file) => loadedAtStart.has(file))).toEqual([])
  })

  it('never preloads the chunk an import asks for itself (Firefox failed such a modulepreload)', () => {
    const namingTheirTarget: string[] = []
    for (const file of files(join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(file, 'utf8')
      const list = [...(/m\.f=\[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(/"assets\/([^"]+)"/g)].map(
        (match) => match[1],
      )
      for (const [, target, indexes] of text.matchAll(
        /import\(`\.\/([^`]+\.js)`\),__vite__mapDeps\(\[([\d,]*)\]\)/g,
      )) {
        const preloaded = indexes!
          .split(',')
          .filter(Boolean)
          .map((index) => list[Number(index)])
        if (preloaded.includes(target)) namingTheirTarget.push(`${target} in ${file}`)
      }
    }
    expect(namingTheirTarget).toEqual([])
  })
})
