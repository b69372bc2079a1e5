// npm run docs:layers: writes the layer table (scripts/layer-table.cjs, the rules' one source) into
// docs/architecture.md between its two markers; scripts/layer-table.test.ts fails when the document is behind.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const { markdownTable } = createRequire(import.meta.url)('./layer-table.cjs') as {
  markdownTable: () => string
}

export const architecturePath = 'docs/architecture.md'
const start = '<!-- layer table: written by npm run docs:layers from scripts/layer-table.cjs -->'
const end = '<!-- end of the layer table -->'

/** The document with the table between the markers as the rules have it. */
export function withLayerTable(document: string): string {
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${architecturePath} has lost the layer table's markers`)
  return `${document.slice(0, from + start.length)}\n${markdownTable()}\n${document.slice(to)}`
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(architecturePath, withLayerTable(readFileSync(architecturePath, 'utf8')))
}
