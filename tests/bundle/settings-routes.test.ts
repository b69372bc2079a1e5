import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const dist = join(import.meta.dirname, '../../dist')

/** Issue 18's budget for a settings route's own JS, gzip: what it loads beyond the entry. */
const budgetKb = 40

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
].map((name) => `src/app/pages/${name}.tsx`)

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

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

describe('the settings routes (npm run build runs before this test)', () => {
  it('has an entry and every settings page in the manifest', () => {
    expect(entryKey).toBeDefined()
    expect(settingsPages.filter((page) => !manifest[page])).toEqual([])
  })

  it(`each load at most ${budgetKb} kB gzip of their own JS`, () => {
    const over = settingsPages
      .map((page) => ({ page, kb: ownJsKb(page) }))
      .filter(({ kb }) => kb > budgetKb)
      .map(({ page, kb }) => `${page}: ${kb.toFixed(1)} kB gzip`)
    expect(over).toEqual([])
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
