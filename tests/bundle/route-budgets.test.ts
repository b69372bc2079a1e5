import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { manifestPathFor } from '../../scripts/deployment-build'
import { type RouteName, routeTable } from '../../src/app/routes'

const dist = join(import.meta.dirname, '../../dist')

/**
 * The budget of every page's own JS, gzip, beyond the entry (docs/requirements/budgets.md#budgets-every-route: every
 * route's own JS ≤ 40 KB; first set for the settings routes, issue 18, and the orders routes, issue 17).
 */
const budgetKb = 40

/**
 * The module each route's page lives in, by route name, read from where the router names them: My photos in
 * src/app/router.tsx, every other page in src/app/pages/page-registry.ts. So a route added to src/app/routes.ts is
 * budgeted without being listed here.
 */
function routeModules(): Map<RouteName, string> {
  const read = (file: string) => readFileSync(join(import.meta.dirname, '../..', file), 'utf8')
  const toKey = (specifier: string) =>
    specifier.replace(/^#app\//, 'src/app/').replace(/^\.\//, 'src/app/pages/')
  const modules = new Map<RouteName, string>()
  for (const [, name, specifier] of read('src/app/pages/page-registry.ts').matchAll(
    /(\w+): \(\) =>\s*import\('([^']+)'\)/g,
  ))
    modules.set(name as RouteName, toKey(specifier!))
  const photos = read('src/app/router.tsx').match(/loadPhotosPage = \(\) => import\('([^']+)'\)/)?.[1]
  if (photos)
    for (const name of ['photos', 'photoManagement'] as const)
      modules.set(name, toKey(photos.replace('./', '#app/')))
  return modules
}

const modulesByRoute = routeModules()

/** A route's page module as Vite's manifest names it (the source path with its extension). */
const pageModule = (name: RouteName) => {
  const stem = modulesByRoute.get(name)
  return Object.keys(manifest).find((key) => key === `${stem}.tsx` || key === `${stem}.ts`) ?? `${stem}.tsx`
}

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>

const manifest: Manifest = JSON.parse(readFileSync(manifestPathFor(dist), 'utf8'))

/** The files of a chunk and everything it imports statically, through Vite's manifest. */
function staticGraph(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticGraph(imported, files)
  return files
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
const entryFiles = entryKey ? staticGraph(entryKey) : new Set<string>()

/** The modules the router loads on demand: My photos's from the entry, the others' from the page registry. */
const pageRegistry = 'src/app/pages/page-registry.ts'
const loadedOnDemand = new Set([
  ...(entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []),
  ...(manifest[pageRegistry]?.dynamicImports ?? []),
])

/** The page of every route, each loaded as a lazy route of its own. */
const routedPages = [...new Set((Object.keys(routeTable) as RouteName[]).map(pageModule))]

/** What a chunk and its static imports load on demand: the modules of their import() calls. */
function dynamicImportsOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return new Set()
  seen.add(key)
  const found = new Set(chunk.dynamicImports ?? [])
  for (const imported of chunk.imports ?? [])
    for (const each of dynamicImportsOf(imported, seen)) found.add(each)
  return found
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024

/** A page's own JS: its chunk and static imports not already loaded by the entry, gzip, in kB (1024 bytes). */
function ownJsKb(page: string): number {
  const files = [...staticGraph(page)].filter((file) => file.endsWith('.js') && !entryFiles.has(file))
  return files.reduce((total, file) => total + gzipKb(file), 0)
}

/** What a chunk of postcode-validator holds (its error for an unknown country), and no other chunk. */
const postcodeLibraryMark = 'Invalid country code: '

/** What a chunk of react-hook-form holds (one of its options, a property name the minifier keeps), and no other. */
const formLibraryMark = 'shouldUnregister'

/** What libheif holds (one of its exported functions' names), and no other file. */
const heicDecoderMark = 'heif_context_alloc'

/** What exifr holds (its error for a file it cannot read), and no other file. */
const exifReaderMark = 'Unknown file format'

const builtJs = () =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
const holding = (mark: string) =>
  builtJs().filter((file) => readFileSync(join(dist, file), 'utf8').includes(mark))

describe('every route (npm run build runs before this test)', () => {
  it('has an entry, and every route of src/app/routes.ts has its page, loaded on demand', () => {
    expect(entryKey).toBeDefined()
    const routes = Object.keys(routeTable) as RouteName[]
    expect(routes.filter((name) => !modulesByRoute.has(name))).toEqual([])
    expect(routedPages.filter((page) => !loadedOnDemand.has(page))).toEqual([])
  })

  it(`each page loads at most ${budgetKb} kB gzip of its own JS`, () => {
    const over = routedPages
      .map((page) => ({ page, kb: ownJsKb(page) }))
      .filter(({ kb }) => kb > budgetKb)
      .map(({ page, kb }) => `${page}: ${kb.toFixed(1)} kB gzip`)
    expect(over).toEqual([])
  })

  it('load the address libraries on the orders routes only when the address form opens', () => {
    const addressForm = 'src/app/features/orders/order-address-form.tsx'
    const phoneLibrary = manifest['src/app/addresses/phone-number.ts']?.file
    const postcodeLibrary = Object.values(manifest)
      .map((chunk) => chunk.file)
      .find(
        (file) =>
          file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(postcodeLibraryMark),
      )
    expect(phoneLibrary).toBeDefined()
    expect(postcodeLibrary).toBeDefined()
    expect(staticGraph(addressForm)).toContain(postcodeLibrary)
    expect(manifest[pageModule('orderDetails')]?.dynamicImports).toContain(addressForm)
    for (const page of [pageModule('orders'), pageModule('orderDetails')]) {
      const loaded = staticGraph(page)
      expect(loaded, page).not.toContain(postcodeLibrary)
      expect(loaded, page).not.toContain(phoneLibrary)
    }
  })

  it('load the album name form and its form library on the album pages only when its dialog opens', () => {
    const dialogs = [
      'src/app/features/albums/rename-album-modal.tsx',
      'src/app/features/albums/create-album-modal.tsx',
    ]
    const formLibrary = Object.values(manifest)
      .map((chunk) => chunk.file)
      .find(
        (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(formLibraryMark),
      )
    expect(formLibrary).toBeDefined()
    for (const dialog of dialogs) expect(staticGraph(dialog), dialog).toContain(formLibrary)
    expect(dynamicImportsOf(pageModule('album'))).toContain(dialogs[0])
    expect(dynamicImportsOf(pageModule('albums'))).toContain(dialogs[1])
    for (const page of [pageModule('album'), pageModule('albums')])
      expect(staticGraph(page), page).not.toContain(formLibrary)
  })

  it('start the HEIC decoder only as a worker of its own, named by the import dialog alone, and read EXIF only after it opens', () => {
    const importModal = 'src/app/features/import/import-modal.tsx'
    const exifReader = 'src/app/features/import/exif-dates.ts'
    const decoders = holding(heicDecoderMark)
    expect(decoders).toHaveLength(1)
    const decoder = decoders[0]!
    // Not a chunk: nothing imports or preloads it; the dialog's chunk holds its address for `new Worker`.
    expect(Object.values(manifest).map((chunk) => chunk.file)).not.toContain(decoder)
    expect(holding(basename(decoder))).toEqual([manifest[importModal]?.file])
    expect(holding(exifReaderMark)).toEqual([manifest[exifReader]?.file])
    expect(manifest[importModal]?.dynamicImports).toContain(exifReader)
    for (const page of [...routedPages, importModal])
      expect(staticGraph(page), page).not.toContain(manifest[exifReader]?.file)
  })

  // zod/mini keeps the full zod (about 20 kB gzip per page) out; one classic schema would bring it back.
  it('ship no classic zod, only zod/mini', () => {
    const classic = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /[`"']ZodString[`"']/.test(readFileSync(join(dist, file), 'utf8')))
    expect(classic).toEqual([])
  })
})
