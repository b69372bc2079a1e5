import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { manifestPathFor } from '../../scripts/deployment-build'

const dist = join(import.meta.dirname, '../../dist')

/** The budget of a settings route's (issue 18) and an orders route's (issue 17) own JS, gzip: beyond the entry. */
const budgetKb = 40

const pageModule = (name: string) => `src/app/pages/${name}.tsx`

/** The settings routes' pages (the address pages load the phone library on their own, after the page: phone-check.ts). */
const settingsPages = [
  'settings-page',
  'personal-details-page',
  'change-email-page',
  'address-book-page',
  'address-editor-pages',
  'payment-method-page',
  'ftp-integration-page',
  'invoices-page',
].map(pageModule)

/** The orders routes' pages: the delivery-address form and its libraries come only when it opens. */
const ordersPages = ['orders-page', 'order-details-page'].map(pageModule)

const budgetedPages = [...settingsPages, ...ordersPages]

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

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024

/** A page's own JS: its chunk and static imports not already loaded by the entry, gzip, in kB (1024 bytes). */
function ownJsKb(page: string): number {
  const files = [...staticGraph(page)].filter((file) => file.endsWith('.js') && !entryFiles.has(file))
  return files.reduce((total, file) => total + gzipKb(file), 0)
}

/** What a chunk of postcode-validator holds (its error for an unknown country), and no other chunk. */
const postcodeLibraryMark = 'Invalid country code: '

describe('the settings and orders routes (npm run build runs before this test)', () => {
  it('has an entry and every budgeted page in the manifest', () => {
    expect(entryKey).toBeDefined()
    expect(budgetedPages.filter((page) => !manifest[page])).toEqual([])
  })

  it(`each load at most ${budgetKb} kB gzip of their own JS`, () => {
    const over = budgetedPages
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
    expect(manifest[pageModule('order-details-page')]?.dynamicImports).toContain(addressForm)
    for (const page of ordersPages) {
      const loaded = staticGraph(page)
      expect(loaded, page).not.toContain(postcodeLibrary)
      expect(loaded, page).not.toContain(phoneLibrary)
    }
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
